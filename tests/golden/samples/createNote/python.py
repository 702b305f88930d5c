import os

import requests

response = requests.post(
    "https://api.example.org/v1/notes",
    headers={
        "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
        "Accept": "application/json",
        "Content-Type": "application/json",
        "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
    },
    json={
        "title": "It's \"done\"",
        "body": "Costs $5 #{not} ${interpolated}\nSecond line",
        "tags": [
            "a",
            "b",
        ],
        "pinned": True,
        "due": None,
        "weight": 1.5,
    },
)
response.raise_for_status()
print(response.json())
