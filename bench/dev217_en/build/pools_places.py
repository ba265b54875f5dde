"""Invented place, site and organisation pools for dev217_en (author 217)."""

# (city, state, state abbreviation, zip)
US_PLACES = [
    ("Dayton", "Ohio", "OH", "45409"), ("Tacoma", "Washington", "WA", "98405"),
    ("Savannah", "Georgia", "GA", "31405"), ("Albuquerque", "New Mexico", "NM", "87106"),
    ("Lansing", "Michigan", "MI", "48912"), ("Wichita", "Kansas", "KS", "67214"),
    ("Worcester", "Massachusetts", "MA", "01609"), ("Boise", "Idaho", "ID", "83702"),
    ("Chattanooga", "Tennessee", "TN", "37403"), ("Fresno", "California", "CA", "93721"),
    ("Rochester", "New York", "NY", "14620"), ("Madison", "Wisconsin", "WI", "53705"),
    ("Tulsa", "Oklahoma", "OK", "74104"), ("Richmond", "Virginia", "VA", "23219"),
    ("Baton Rouge", "Louisiana", "LA", "70808"), ("Omaha", "Nebraska", "NE", "68105"),
    ("Columbia", "South Carolina", "SC", "29201"), ("Spokane", "Washington", "WA", "99204"),
    ("Durham", "North Carolina", "NC", "27705"), ("Provo", "Utah", "UT", "84604"),
    ("Akron", "Ohio", "OH", "44304"), ("Bridgeport", "Connecticut", "CT", "06604"),
    ("El Paso", "Texas", "TX", "79902"), ("Lexington", "Kentucky", "KY", "40508"),
    ("Des Moines", "Iowa", "IA", "50309"), ("Flagstaff", "Arizona", "AZ", "86001"),
]
US_COUNTIES = ["Montgomery County", "Pierce County", "Chatham County", "Bernalillo County",
               "Ingham County", "Sedgwick County", "Worcester County", "Ada County",
               "Hamilton County", "Fresno County", "Monroe County", "Dane County"]
US_STREETS = ["Maple Ridge Dr", "Oak Hollow Lane", "W. Jefferson Ave", "Cedar Point Rd",
              "Brookside Court", "Elm Street", "N. Harmon Blvd", "Sycamore Way",
              "Pine Crest Road", "Lakeview Terrace", "Old Mill Rd", "Wabash Avenue",
              "Kingsley Pkwy", "Sunset Circle", "Ridgeline Dr", "Hawthorne St"]

# (town, county, postcode, nation)
UK_PLACES = [
    ("Stockport", "Greater Manchester", "SK4 3BT", "England"),
    ("Harrogate", "North Yorkshire", "HG1 5LQ", "England"),
    ("Norwich", "Norfolk", "NR2 4PD", "England"),
    ("Swansea", "West Glamorgan", "SA1 6HN", "Wales"),
    ("Paisley", "Renfrewshire", "PA2 9PN", "Scotland"),
    ("Exeter", "Devon", "EX2 5DW", "England"),
    ("Derby", "Derbyshire", "DE22 3NE", "England"),
    ("Lisburn", "County Antrim", "BT27 4SS", "Northern Ireland"),
    ("Cheltenham", "Gloucestershire", "GL53 7AN", "England"),
    ("Luton", "Bedfordshire", "LU4 0DZ", "England"),
    ("Wolverhampton", "West Midlands", "WV10 0QP", "England"),
    ("Carlisle", "Cumbria", "CA1 3SX", "England"),
    ("Dundee", "Angus", "DD2 1UB", "Scotland"),
    ("Reading", "Berkshire", "RG1 5AN", "England"),
    ("Sunderland", "Tyne and Wear", "SR4 7TP", "England"),
    ("Bangor", "Gwynedd", "LL57 2PW", "Wales"),
    ("Ipswich", "Suffolk", "IP4 5PD", "England"),
    ("Bolton", "Greater Manchester", "BL4 0JR", "England"),
    ("Leicester", "Leicestershire", "LE1 5WW", "England"),
    ("Truro", "Cornwall", "TR1 3LJ", "England"),
]
UK_STREETS = ["Whitmore Road", "Abbey Close", "Station Lane", "Victoria Terrace",
              "Marsh Lane", "Kings Drive", "Bramley Crescent", "Chapel Street",
              "Moorside Avenue", "Glebe Road", "Hollins Grove", "Church Walk",
              "Priory Gardens", "Larkhill Way", "Mill Brow", "Orchard Rise"]

# (city, state, PIN)
IN_PLACES = [
    ("Pune", "Maharashtra", "411038"), ("Nagpur", "Maharashtra", "440010"),
    ("Hyderabad", "Telangana", "500034"), ("Lucknow", "Uttar Pradesh", "226014"),
    ("Jaipur", "Rajasthan", "302015"), ("Coimbatore", "Tamil Nadu", "641004"),
    ("Bhubaneswar", "Odisha", "751003"), ("Mysuru", "Karnataka", "570011"),
    ("Kochi", "Kerala", "682017"), ("Ahmedabad", "Gujarat", "380015"),
    ("Indore", "Madhya Pradesh", "452001"), ("Vadodara", "Gujarat", "390007"),
    ("Visakhapatnam", "Andhra Pradesh", "530002"), ("Ludhiana", "Punjab", "141001"),
    ("Guwahati", "Assam", "781005"), ("Mangaluru", "Karnataka", "575001"),
    ("Vellore", "Tamil Nadu", "632004"), ("Patna", "Bihar", "800001"),
    ("Thiruvananthapuram", "Kerala", "695011"), ("Nashik", "Maharashtra", "422005"),
    ("Kolkata", "West Bengal", "700020"), ("Bengaluru", "Karnataka", "560003"),
]
IN_LOCALITIES = ["Karve Nagar", "Malleshwaram", "Banjara Hills", "Gomti Nagar",
                 "Civil Lines", "Sector 14", "Ashok Nagar", "Vijay Nagar", "Kothrud",
                 "Model Town", "Salt Lake", "Panchavati", "Kaloor", "Alkapuri",
                 "Dwaraka Nagar", "Saket Colony"]
IN_BUILDINGS = ["Sai Krupa Apartments", "Shanti Niwas", "Gokul Residency", "Ganga Vihar",
                "Lotus Enclave", "Sri Balaji Towers", "Al-Noor Manzil", "Anand Bhavan",
                "Green Park Society", "Kaveri Heights"]
IN_LANDMARKS = ["near Hanuman temple", "opp. Ganesh talkies", "behind SBI ATM",
                "near bus depot", "opp. water tank", "near Jama Masjid"]

HOSPITALS = {
    "US": ["Cedar Bluff Medical Center", "St. Adelbert's Hospital", "Lakemont Regional Hospital",
           "Riverside Oncology Associates", "Prairie Heart Institute", "Mercy Hollow Hospital",
           "Northgate Clinical Research Center", "Sutter Creek Family Medicine",
           "Bayside Rheumatology Clinic", "Greenfield Memorial Hospital",
           "Pioneer Valley Endocrinology", "Hillcrest Pulmonary Associates",
           "Westbrook Community Health Center", "Summit Ridge Urgent Care"],
    "UK": ["Ashcombe General Hospital", "Kingsmere Royal Infirmary",
           "Wexcombe Hospitals NHS Foundation Trust", "Linden Grove Surgery",
           "Hollybank Medical Practice", "St Cuthbert's Hospital", "Moorfoot Community Hospital",
           "Brackenridge Clinical Research Facility", "Northfleet Health Centre",
           "Castlegate Royal Hospital", "Riverbank Respiratory Centre", "Thornbury Park Hospital"],
    "IN": ["Sahyog Multispeciality Hospital", "Jeevan Jyoti Hospital",
           "Deccan Institute of Medical Sciences", "Shree Ganesh Nursing Home",
           "Amrita Lifeline Hospital", "Sanjeevani Chest Clinic", "Kaveri Heart and Research Centre",
           "Navjeevan Diabetes Care Centre", "Ashwini Rural Hospital", "Noor Medical Trust Hospital",
           "Arogya Kendra Clinical Research Unit", "Shanti Mission Hospital"],
}
WARDS = {
    "US": ["Kessler Pavilion", "Birchwood Unit", "Hartley Tower", "Sloane Wing"],
    "UK": ["Beech Ward", "Nightingale Ward", "Ainsworth Unit", "Rowan Ward", "Kestrel Ward"],
    "IN": ["Sushruta Ward", "Charaka Block", "Dhanvantari Wing", "Aarogya Ward"],
}
PHARMACIES = {
    "US": ["Walbrook Pharmacy", "Copper Kettle Drug", "Main Street Apothecary"],
    "UK": ["Hadley Chemists", "Moorside Pharmacy", "Baxendale Pharmacy"],
    "IN": ["Shree Medicals", "Apna Chemist", "Lifeline Medical Stores"],
}
BUILDINGS = ["Clarendon Building", "Harrow Research Block", "Medawar Building",
             "Osler Annex", "Raman Research Block", "Tagore Research Centre"]

SPONSORS = ["Nexaryn Biopharma", "Halvorsen Therapeutics", "Corvane Pharmaceuticals",
            "Aurelia Biosciences", "Tessaril Pharma", "Quillon Biologics",
            "Stellith Therapeutics", "Marrowgate Bio", "Kestrel Vaccines"]
CROS = ["Meridian Clinical Research", "Polaris Trial Services", "Trident Research Solutions",
        "Vantage CRO India", "Northlight Clinical", "Ardent Research Partners"]
LABS = ["Quantis Central Laboratory", "Axis Bioanalytics", "Helix Reference Labs"]
COURIERS = ["SwiftMed Logistics", "ColdChain Express", "Arrowline Couriers"]
BANKS = {"US": ["Lakeland Federal Credit Union", "Keystone Community Bank"],
         "UK": ["Harrowgate Building Society", "Northumbria Mutual Bank"],
         "IN": ["Vasundhara Co-operative Bank", "Sahyadri Gramin Bank"]}
PAY_VENDORS = ["Clearpay Trials", "TrialCard Solutions", "StipendLink"]
IRBS = {"US": ["Sterling Review Board", "Cascade Independent IRB"],
        "UK": [], "IN": []}
EMPLOYERS = {
    "US": ["Ridgeway Plastics", "Benton County School District", "Greystone Logistics",
           "Tri-State Poultry", "Hollister Auto Body", "Gateway Casino"],
    "UK": ["Hallam Bakery", "Pennine Water Services", "Castleford Glassworks",
           "Moorland Bus Company", "Tesmore Supermarkets"],
    "IN": ["Omkar Textiles", "Sunrise Dairy Co-operative", "Bharat Auto Components",
           "Lakshmi Spinning Mills", "Indus Infotech"],
}
# sponsor office addresses: (street, city, state or county, zip, country)
SPONSOR_ADDR = [
    ("400 Technology Square, Suite 210", "Cambridge", "MA", "02139", "USA"),
    ("1150 Research Blvd", "Rockville", "MD", "20850", "United States"),
    ("Unit 7, Milton Park", "Abingdon", "Oxfordshire", "OX14 4RY", "United Kingdom"),
    ("3rd Floor, Cygnet House, 21 Pelham Road", "Nottingham", "Nottinghamshire", "NG5 1AP", "UK"),
    ("Plot 42, Genome Valley, Turkapally", "Hyderabad", "Telangana", "500078", "India"),
    ("Tower B, 6th Floor, Hinjewadi Phase 2", "Pune", "Maharashtra", "411057", "India"),
]

COUNTRY_NAMES = {"US": ["United States", "USA", "U.S."],
                 "UK": ["United Kingdom", "UK", "England"],
                 "IN": ["India"]}
