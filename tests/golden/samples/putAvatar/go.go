package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	body, err := os.Open("path/to/file")
	if err != nil {
		log.Fatal(err)
	}
	defer body.Close()

	req, err := http.NewRequest(http.MethodPut, "https://api.example.org/v1/users/u_1/avatar", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", "image/png")

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
