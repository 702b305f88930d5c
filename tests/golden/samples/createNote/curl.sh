curl -X POST 'https://api.example.org/v1/notes' \
  -H "Authorization: Bearer $BOB_API_KEY" \
  -H 'Accept: application/json' \
  -H 'Content-Type: application/json' \
  -H 'Idempotency-Key: 4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b' \
  -d '{
  "title": "It'\''s \"done\"",
  "body": "Costs $5 #{not} ${interpolated}\nSecond line",
  "tags": [
    "a",
    "b"
  ],
  "pinned": true,
  "due": null,
  "weight": 1.5
}'
