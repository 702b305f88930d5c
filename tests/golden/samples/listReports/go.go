package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	req, err := http.NewRequest(http.MethodGet, "https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9", nil)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Request-Id", "7c9e6679-7425-40de-944b-e07fc1f90ae7")
	req.Header.Set("Cookie", "theme=dark; bob_session="+os.Getenv("BOB_SESSION"))

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	data, err := io.ReadAll(res.Body)
	if err != nil {
		log.Fatal(err)
	}
	if res.StatusCode >= 400 {
		log.Fatalf("%s: %s", res.Status, data)
	}
	fmt.Println(string(data))
}
