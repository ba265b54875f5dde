"""Invented organisation pools: suppliers, service firms, couriers,
manufacturers' legal entities, employers, schools, churches, charities.

Brand names used inside device model designations live in devices.py and
are deliberately disjoint from the company names below.
"""

SUPPLIERS = {
    "UK": ["Thornfield Medical Services Ltd", "Penhallow Biomedical Ltd",
           "Greystoke Healthcare Technologies", "Marlstone Medical Ltd",
           "Avonlea Home Equipment Services", "Northgate Clinical Engineering Ltd",
           "Calder Respiratory Homecare Ltd", "Sandford Mobility Solutions"],
    "US": ["Arcline Biomedical Inc.", "Keystone Clinical Services LLC",
           "Blue Heron Medical Rentals", "Summitview Respiratory Care Inc.",
           "Prairie Biomed Solutions", "Tidewater Home Medical LLC",
           "Cardinal Point Imaging Services", "Ironwood DME Partners"],
    "AU": ["Southern Cross Biomedical Pty Ltd", "Bluegum Medical Services Pty Ltd",
           "Harbourline Home Care Equipment", "Red Earth Clinical Engineering",
           "Coastline Respiratory Pty Ltd", "Ironbark Mobility Pty Ltd"],
    "CA": ["Laurentian Biomedical Inc.", "Maple Leaf Medical Rentals Ltd",
           "Northshore Respiratory Services", "Boreal Clinical Technologies",
           "Prairie Sky Home Health Equipment", "Cartier Medical Services Inc."],
}

# Legal entities that issue field safety notices (brands differ, see devices.py)
MANUFACTURERS = ["Halvard Medizintechnik GmbH", "Oresund Medical AB",
                 "Tessaly Devices Inc.", "Quillon Healthcare Ltd",
                 "Baroque Life Sciences S.A.", "Nakajima Iryo K.K.",
                 "Ostrava Medical s.r.o.", "Pelham Instruments Corp.",
                 "Vireo Therapeutics Systems LLC", "Ardent Respiratory Pty Ltd",
                 "Kilmory Scientific Ltd", "Sundial Infusion Technologies Inc."]

COURIERS = ["Swiftrun Logistics", "Pelican Medical Couriers", "RapidRoute Freight",
            "Dovetail Transport", "BlueLine Same-Day", "Kestrel Couriers"]

EMPLOYERS = ["Halvorsen Freight", "Brightmoor Bakery", "Copperline Mining Co.",
             "Tidewell Fisheries", "Granger & Holt Solicitors", "Sunnyside Council",
             "Marrowby Bus Company", "Orchard Lane Primary School",
             "Quarry Hill Stoneworks", "Pelham Engineering Works",
             "Redgate Distribution Centre", "Blue Wren Cafe", "Wattle Flat Shire Council",
             "Lakeside Timber Mill", "Northway Security", "Cedar Mills Public Library",
             "Saltings Boatyard", "Ravenscroft Academy", "Kingfisher Taxis",
             "Holloway Plumbing and Heating"]

CHURCHES_CHARITIES = ["St Columba's Parish", "Grace Fellowship Church",
                      "Breathe Easy Kelsford group", "Motor Neurone Support Trust",
                      "Riverbend Lions Club", "Heartbeat Home Support Trust",
                      "Karrabee Men's Shed", "Our Lady of the Lakes parish"]

HOUSING = ["Westshire Homes housing association", "Cresthaven Housing Authority",
           "Bluegum Community Housing", "Riverbend Co-op Housing"]

TEST_EQUIPMENT = [
    ("electrical safety analyser", "Tevix ESA-612"),
    ("infusion device analyser", "Fluxor IDA-4"),
    ("patient simulator", "Simula PS-420"),
    ("defib analyser", "Joulex DA-2000"),
    ("gas flow analyser", "Pneumetra VT-Plus"),
    ("oxygen analyser", "Oxisense OA-3"),
    ("NIBP simulator", "Cuffsim BP-Pro"),
    ("SpO2 simulator", "Satix Index-2"),
    ("ESU analyser", "Radex QA-ES III"),
    ("torque gauge", "Tork-Rite 50"),
]

ENERGY = ["Kelvin Energy Supply", "Lumen Power & Gas", "Tidal Grid Electric", "Harbourline Energy",
          "Prairie Electric Co-op", "Bluegum Power", "Maritime Hydro Services"]
