<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('POST', 'https://api.example.org/v1/attachments', [
    'headers' => [
        'Authorization' => 'Bearer ' . getenv('BOB_API_KEY'),
        'Accept' => 'application/json',
    ],
    'multipart' => [
        ['name' => 'file', 'contents' => fopen('path/to/file', 'r')],
        ['name' => 'caption', 'contents' => 'A fox'],
        ['name' => 'labels', 'contents' => 'animal'],
        ['name' => 'labels', 'contents' => 'orange'],
    ],
]);

echo $response->getBody(), PHP_EOL;
