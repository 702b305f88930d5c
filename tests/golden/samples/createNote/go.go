package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
)

func main() {
	body := strings.NewReader(`{
  "title": "It's \"done\"",
  "body": "Costs $5 #{not} ${interpolated}\nSecond line",
  "tags": [
    "a",
    "b"
  ],
  "pinned": true,
  "due": null,
  "weight": 1.5
}`)

	req, err := http.NewRequest(http.MethodPost, "https://api.example.org/v1/notes", body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")

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
