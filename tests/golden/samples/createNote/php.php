<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('POST', 'https://api.example.org/v1/notes', [
    'headers' => [
        'Authorization' => 'Bearer ' . getenv('BOB_API_KEY'),
        'Accept' => 'application/json',
        'Content-Type' => 'application/json',
        'Idempotency-Key' => '4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b',
    ],
    'body' => <<<'JSON'
        {
          "title": "It's \"done\"",
          "body": "Costs $5 #{not} ${interpolated}\nSecond line",
          "tags": [
            "a",
            "b"
          ],
          "pinned": true,
          "due": null,
          "weight": 1.5
        }
        JSON,
]);

echo $response->getBody(), PHP_EOL;
