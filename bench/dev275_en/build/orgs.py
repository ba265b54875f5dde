"""Invented care sites, organisations, venues and occupations."""


def _w(s):
    return [x.strip() for x in s.split("|")]


HOSPITALS = {
    "UK": _w("Northgate Royal Infirmary|St Aldhelm's Hospital|Harrowfield General Hospital|"
             "Bramley Vale Maternity Unit|Queen Adela Hospital|Wessex Downs Women's Hospital|"
             "Calder Valley General|Thornbury Birth Centre|St Brannoc's Hospital|Pennine Dales Hospital|"
             "Ribblesdale Community Hospital|Mersey Vale Maternity|Glenmoray Royal Hospital|"
             "Fenland Cross Hospital|Tamar Reach Hospital"),
    "US": _w("Mercy Fairhaven Medical Center|Lakeshore Women's and Infants Hospital|"
             "St. Genevieve Regional Medical Center|Prairie Hills Hospital|Cascade Valley Birth Center|"
             "Bayview Memorial Hospital|Sutter Creek Community Hospital|Good Shepherd Women's Pavilion|"
             "Redwood Falls Medical Center|Holloway Children's Hospital|Tri-County Regional Medical Center|"
             "Stonebridge University Hospital"),
    "AU": _w("Wattle Grove Hospital|Southern Bayside Women's Hospital|Mount Coorong Base Hospital|"
             "St Brigid's Private Hospital|Jacaranda Coast Hospital|Kurrajong Valley Health Service|"
             "Riverina West Hospital|Saltbush Plains District Hospital|Port Amity Hospital"),
    "NZ": _w("Kōwhai Valley Hospital|Manukura Birthing Unit|Pōhutukawa Coast Hospital|Tōtara Park Maternity|"
             "Harbourview Birthing Centre|Southern Lakes Hospital|Te Rau Aroha Birthing Centre|"
             "Karamū Valley Hospital"),
    "CA": _w("Hôpital Sainte-Brigitte|Northern Pines Regional Hospital|Maplecrest General Hospital|"
             "Fraser Bend Hospital|Hôpital du Sacré-Lac|Prairie Rose Health Centre|"
             "Atlantic Shore Women's Hospital|Grey Owl Regional Health Centre|Lakeview Birch Hospital"),
}

CLINICS = {
    "UK": _w("Elmstead Medical Practice|Riverside Surgery|Hollybank Health Centre|The Orchard Surgery|"
             "Castlegate Medical Group|Millbrook Children's Centre|Ashcombe Family Hub|"
             "Westgate Infant Feeding Clinic|Kingsway Health Centre|Bridgefoot Surgery|Moorside Medical Practice|"
             "Rowan Tree Infant Feeding Hub|Castleford Baby Feeding Clinic"),
    "US": _w("Northside Pediatrics|Sunflower Family Medicine|Kinder Pediatric Associates|Blue Heron Pediatrics|"
             "Riverbend Lactation Center|MilkWise Lactation Clinic|Harbor Street Family Health Center|"
             "Little Sprouts Pediatric Clinic|Meadowlark Women's Health|Oak Hollow Family Practice|"
             "Latch & Grow Lactation Services|Prairie Bloom Breastfeeding Center|Cedar Hollow Lactation Clinic"),
    "AU": _w("Banksia Child & Family Health Centre|Bayside Maternal & Child Health Centre|"
             "Tallowwood Medical Centre|Coral Sea Family Practice|Gumnut Lactation Clinic|"
             "Ironbark Street Medical|Seaspray Family Health|Wattlebird Breastfeeding Centre"),
    "NZ": _w("Riverside Medical Centre|Karaka Street Medical|Te Puna Ora Clinic|Harbourside Health|"
             "Tūī Family Doctors|Kererū Lactation Clinic|Coastal Whānau Health|"
             "Pūkeko Breastfeeding Clinic|Harbourside Lactation Service|Te Whare Waiū Feeding Clinic"),
    "CA": _w("Bayfield Family Health Team|Cedarview Community Health Centre|Clinique Familiale Val-Soleil|"
             "Westbrook Pediatrics|Northshore Breastfeeding Clinic|Prairie Sky Family Clinic|"
             "Clinique d'allaitement Beau-Rivage|"
             "Birchgrove Lactation Clinic|Harbourfront Breastfeeding Centre"),
}

WARDS = {
    "UK": _w("Rosewood Ward|Ward 23|Larch Ward|Bluebell Ward|Ward 7B|Kingfisher Unit|Starlight Neonatal Unit|"
             "Willow Birth Centre|Juniper Ward|Ward 31"),
    "US": _w("4 West Mother-Baby|Cedar Pod|5 North|Sunrise Mother-Baby Unit|3 East|Birch NICU|Ladybug Unit"),
    "AU": _w("Waratah Ward|Ward 4C|Wattlebird Ward|Special Care Nursery 2|Ward 6A|Possum Ward|Bilby Nursery"),
    "NZ": _w("Ward 9 Maternity|Kākā Ward|Tūī Ward|Ward 32|Pīwakawaka Unit|Kererū Nursery"),
    "CA": _w("Unit 5B|Birch Unit|Loon Ward|4 South Mother-Baby|Unité des naissances Soleil|Trillium NICU"),
}

MILK_BANKS = {
    "UK": _w("Northern Lights Human Milk Bank|Severnside Donor Milk Bank|Three Rivers Milk Bank"),
    "US": _w("Heartland Mothers' Milk Bank|Pacific Crest Milk Bank|Blue Ridge Donor Milk Bank"),
    "AU": _w("Coral Coast Milk Bank|Red Gum Donor Milk Service|Southern Ranges Milk Bank"),
    "NZ": _w("Kererū Human Milk Bank|Aotea Coast Milk Bank|Te Waiū Donor Milk Service"),
    "CA": _w("Rosewood Human Milk Bank|Banque de lait Clair-Matin|Prairie Lily Milk Bank"),
}

PEER_ORGS = _w("Milk Circle Network|Mothers Together Trust|Latch On Peer Support CIC|Nourish Circle|"
               "Mama Kai Collective|Little Sips Peer Network|Breastfriends Association|Feeding Forward Trust|"
               "Milky Way Mums Group|Whānau Feeding Circle|Side by Side Feeding Support|Lullaby Lane Parents")

PUMP_HIRE = _w("PumpLine Hire Ltd|Lactify Rentals|Milkway Medical Supplies|Nurture Home Medical|"
               "Cradle & Co Equipment Hire|Bloom Maternity Equipment|Hearth Medical Rentals")

EMPLOYERS = _w("Kestrel Logistics|Brightwater Dental|Greenleaf Supermarkets|Atlas Call Centre Services|"
               "Copperleaf Accountants|Bluefin Seafoods|Summit Regional Council|Redgate Constructions|"
               "Tidewater Insurance Group|Ironbark Mining Services|Skylark Regional Air|Orion Software Ltd|"
               "Quayside Hotel Group|Fairhaven Unified School District|Harbourside Primary School|"
               "Hillcrest High School|Granitefield Freight|Northway Bank|Meridian Telecom|Pinewood Aged Care|"
               "Sparrowhawk Engineering|Cobalt Energy Co-op|Tallgrass Dairy Co-operative|"
               "Lumen Print & Design|Westmere Motors|Coastline Buses")

SCHOOLS = _w("Little Acorns Nursery|Pinecone Early Learning Centre|Rainbow Kids Daycare|"
             "Kōhanga Reo o Te Awa|St Columba's Primary|Tiny Steps Childcare|Maplewood Montessori")

FAITH = _w("St Columba's Parish|Grace Community Church|Masjid Al-Rahma|Riverside Gurdwara|"
           "Hope Street Baptist Church|Holy Trinity Parish|Beth Shalom Congregation|New Life Fellowship")

VENUES = _w("Ashcombe Library|Millbrook Community Hall|Bramble Café|Riverside Leisure Centre|Jubilee Hall|"
            "Westgate Shopping Centre|Boathouse Café|Harbour Lights Community Centre|Fernhill Library|"
            "Old Courthouse Hall|Kōwhai Room|Sunnyside Scout Hall")

INSURERS = {
    "US": _w("Bluecrest Health Plan|Summit Mutual Health|Keystone Family Care Plan|Cascadia Health Alliance|"
             "Lakes Region Medicaid Partners|Prairie Star Health Cooperative"),
    "AU": _w("Harbour Mutual Health|Greenvale Health Fund|Koorong Members Health"),
    "UK": _w("Clearwell Health|Albion Medical Assurance"),
    "CA": _w("Maple Shield Benefits|Northern Star Group Benefits"),
    "NZ": _w("Southerly Health Insurance|Tasman Care Cover"),
}

WIC_OFFICES = _w("Franklin County WIC|Eastside WIC Clinic|Riverbend WIC Office|Tri-County WIC Program")

PROFESSIONS = _w("primary school teacher|teacher|nurse|registered nurse|midwife|paramedic|police officer|"
                 "software developer|accountant|hairdresser|barista|retail assistant|cashier|chef|"
                 "dental hygienist|pharmacist|lawyer|solicitor|electrician|plumber|carpenter|truck driver|"
                 "HGV driver|dairy farmer|shearer|veterinary nurse|social worker|graphic designer|"
                 "university lecturer|PhD student|soldier|flight attendant|airline pilot|nail technician|"
                 "childcare worker|early childhood educator|call centre operator|warehouse operative|"
                 "bus driver|firefighter|civil engineer|FIFO mine worker|fisherman|real estate agent|"
                 "beautician|cleaner|care assistant|healthcare assistant|physiotherapist|GP receptionist|"
                 "data analyst|marketing manager|librarian|journalist|photographer|personal trainer|baker|"
                 "factory worker|sales rep|bank teller|line cook|dental assistant|optometrist|architect|"
                 "court stenographer|sign language interpreter|radiographer|speech therapist|"
                 "customer service agent|supermarket manager|scaffolder|welder|stay-at-home parent")

# occupations that imply strict break / shift patterns (used in return-to-work plans)
SHIFT_JOBS = _w("nurse|registered nurse|midwife|paramedic|police officer|firefighter|flight attendant|"
                "airline pilot|chef|line cook|bus driver|truck driver|HGV driver|FIFO mine worker|"
                "warehouse operative|care assistant|healthcare assistant|soldier|radiographer")


def peer_org(rng, country):
    pool = [o for o in PEER_ORGS if country == "NZ" or ("Whānau" not in o and "Kai" not in o)]
    return rng.choice(pool)


_FEED_WORDS = ("Lactation", "Breastfeeding", "Feeding", "allaitement", "Children's Centre", "Family Hub",
               "Child & Family", "Maternal & Child")


def feeding_clinics(country):
    return [x for x in CLINICS[country] if any(w in x for w in _FEED_WORDS)]


def practices(country):
    return [x for x in CLINICS[country] if not any(w in x for w in _FEED_WORDS)]
