package main

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	if err := addFile(form, "file", "path/to/file"); err != nil {
		log.Fatal(err)
	}
	if err := form.WriteField("caption", "A fox"); err != nil {
		log.Fatal(err)
	}
	if err := form.WriteField("labels", "animal"); err != nil {
		log.Fatal(err)
	}
	if err := form.WriteField("labels", "orange"); err != nil {
		log.Fatal(err)
	}
	if err := form.Close(); err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest(http.MethodPost, "https://api.example.org/v1/attachments", &body)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", form.FormDataContentType())

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

// addFile adds the file at path to the form, as the field name.
func addFile(form *multipart.Writer, name, path string) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	part, err := form.CreateFormFile(name, filepath.Base(path))
	if err != nil {
		return err
	}
	_, err = io.Copy(part, file)
	return err
}
