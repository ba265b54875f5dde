"""Invented value pools for dev85_en. Every name, town, street, facility, employer,
identifier format and contact value here was made up for this set. Contact data is
fictional: every phone/fax number carries a 555 block, e-mail and web addresses live
on example.com / example.org / example.net, IP addresses are private-range only."""

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dg(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def nz(r, n):
    return str(r.randint(1, 9)) + dg(r, n - 1)


def lt(r, n):
    return "".join(r.choice(UP) for _ in range(n))


# ---------------------------------------------------------------- names
ENGLISH_WORD_GIVEN_F = ["Hope", "Blessing", "Precious", "Rose", "Grace", "Faith", "Joy",
                        "Patience", "Mercy", "Comfort", "Gift", "Favour", "Memory", "Charity"]
ENGLISH_WORD_GIVEN_M = ["Will", "Goodluck", "Innocent", "Sunday", "Lucky", "Given", "Prosper",
                        "Godwin", "Justice", "Wisdom"]
ENGLISH_WORD_SUR = ["Best", "Rose", "Hope", "Sunday", "Goodchild"]
INVENTED_GIVEN_M = ["Zorvan", "Corvath", "Teluno", "Arvish", "Okenvo", "Brannick", "Malvero"]
INVENTED_GIVEN_F = ["Amarisa", "Teluna", "Ilvessa", "Quorra", "Ysmena", "Odalie", "Kesrin"]
INVENTED_SUR = ["Tellique", "Quenby", "Orsolan", "Vessari", "Brindlemoor", "Kaltoran",
                "Mureddin", "Zavontic", "Ellquist", "Padrovane"]

LOC = {}

LOC["IN"] = dict(
    country="India", cc="+91", style="given_sur",
    male=["Ramesh", "Suresh", "Arvind", "Prakash", "Venkatesh", "Harish", "Manoj", "Rajiv",
          "Sandeep", "Gurpreet", "Abhishek", "Kiran", "Mohan", "Dinesh", "Sanjay", "Anil",
          "Vijay", "Raghav", "Naveen", "Rohit", "Balaji", "Murugan", "Selvam", "Imran",
          "Farhan", "Ravi Shankar", "Jagdish", "Lalit"],
    female=["Priya", "Lakshmi", "Sunita", "Kavitha", "Meena", "Anjali", "Pooja", "Deepa",
            "Rekha", "Savitri", "Geeta", "Shalini", "Divya", "Nandini", "Parvati", "Kamala",
            "Harpreet", "Fatima", "Shabana", "Revathi", "Usha Rani", "Sarojini"],
    sur=["Sharma", "Verma", "Iyer", "Raghunathan", "Patil", "Deshmukh", "Kulkarni", "Reddy",
         "Naidu", "Pillai", "Nair", "Menon", "Gupta", "Agarwal", "Yadav", "Chauhan", "Singh",
         "Kaur", "Banerjee", "Chatterjee", "Das", "Bhattacharya", "Joshi", "Pandey", "Mishra",
         "Shetty", "Gowda", "Subramanian", "Krishnan", "Thakur", "Ansari", "Kamble"],
    nick=["Munni", "Pappu", "Bablu", "Chotu", "Guddi", "Raju", "Pinky", "Bunty"],
    titles_m=["Mr", "Mr.", "Shri", "Shri", "Sri"], titles_f=["Mrs", "Mrs.", "Smt", "Smt.", "Ms", "Kumari"],
    towns=["Kesarganj", "Amritnagar", "Sitalpur Kalan", "Bhimapur", "Kalyanpeth", "Gokulwadi",
           "Tarangpur", "Varunapalli", "Neelgiri Nagar", "Chandrapuram", "Mohanpeth", "Devgarh Khurd",
           "Suryanagar", "Rampura Mandi"],
    states=["Maharashtra", "Karnataka", "Tamil Nadu", "Uttar Pradesh", "Bihar", "Kerala", "Rajasthan",
            "Telangana", "West Bengal", "Punjab", "Madhya Pradesh", "Odisha", "MH", "UP", "TN", "KA"],
    hospitals=["Kesarganj District Hospital", "Amritnagar Civil Hospital", "Sri Venkata Sai Multispeciality Hospital",
               "Lifeline Nursing Home", "Sanjeevani Maternity Home", "Govt. Medical College Hospital, Tarangpur",
               "CHC Sitalpur Kalan", "PHC Bhimapur", "Dhanvantari Memorial Hospital", "Arogyadham Hospital"],
    clinics=["Sanjeevani Clinic", "Shanti Family Clinic", "Dr. Kulkarni's Polyclinic", "Urban PHC Gokulwadi"],
    labs=["Arogya Diagnostics", "Suryanagar Pathology Centre", "Navjeevan Path Lab"],
    pharmacies=["Shree Ganesh Medicals", "Jan Seva Medical Stores", "Om Sai Pharmacy"],
    wards=["Gandhi Ward", "Kasturba Ward", "Sushruta Ward", "Charaka Ward"],
    employers=["Shree Balaji Textiles", "Kesarganj Sugar Mills", "Amritnagar Municipal Corporation",
               "Navjyoti Public School", "Tarangpur Co-operative Dairy", "Suryanagar Bidi Works"],
    orgs=["Asha Kiran Trust", "Jeevan Jyoti Self Help Group", "Sewa Sadan Society"],
    profs=["farmer", "tailor", "auto-rickshaw driver", "daily wage labourer", "schoolteacher",
           "software engineer", "shopkeeper", "anganwadi worker", "mason", "handloom weaver",
           "homemaker", "retired clerk", "security guard", "truck driver"],
    landmarks=["Laxmi Talkies", "the Hanuman temple", "Gulmohar Water Tank", "the old bus stand",
               "Sai Baba Mandir", "the Jama Masjid"],
    mrn=["UHID", "CR No.", "Hosp. No.", "Reg. No."], ssn=["Aadhaar No.", "Aadhaar"],
    hplan=["PM-JAY ID", "ESIC IP No.", "Ayushman Card No.", "Policy No."],
    lic=["Reg. No.", "MMC Reg.", "KMC Reg. No.", "Regn."], dl="DL No.",
    idlab=["MLC No.", "FIR No.", "Nikshay ID", "TB No.", "PID", "ART Reg. No.", "Lab No."],
    holidays=["Diwali", "Holi", "Pongal", "Eid", "Christmas", "Dussehra"],
    dstyles=["dmy-", "dmy/", "dmy/yy", "dmy.", "ord", "dMonY", "d-Mon-Y"],
    cur="Rs.",
)

LOC["PK"] = dict(
    country="Pakistan", cc="+92", style="given_sur",
    male=["Muhammad Imran", "Ahmed", "Bilal", "Usman", "Zubair", "Kashif", "Tariq", "Asif", "Faisal",
          "Hamza", "Waqas", "Naveed", "Shahid", "Irfan", "Sohail", "Adnan", "Rizwan", "Khalid",
          "Muhammad Aslam", "Ghulam Rasool", "Allah Ditta"],
    female=["Ayesha", "Sana", "Rabia", "Nadia", "Samina", "Farzana", "Shazia", "Naseem", "Kulsoom",
            "Mehwish", "Saima", "Bushra", "Zainab", "Hina", "Amna", "Rukhsana", "Nasreen"],
    sur=["Qureshi", "Malik", "Chaudhry", "Butt", "Sheikh", "Raza", "Abbasi", "Khan", "Awan", "Bhatti",
         "Siddiqui", "Mirza", "Hashmi", "Jatoi", "Memon", "Baloch", "Khattak", "Afridi", "Gondal", "Bibi",
         "Arain", "Gujjar"],
    nick=["Guddu", "Mithu", "Pappu", "Nanha", "Billu", "Gudiya"],
    titles_m=["Mr", "Mr.", "Mian", "Ch."], titles_f=["Mrs", "Mrs.", "Ms", "Begum"],
    towns=["Kotli Baghan", "Chak 47-GB", "Pindi Sultanpur", "Noorabad", "Qasimpura", "Basti Malookan",
           "Sher Garh Kalan", "Jalalpur Sharif", "Dera Khanpur", "Mirpur Khas Nau"],
    states=["Punjab", "Sindh", "Khyber Pakhtunkhwa", "Balochistan", "KPK", "Gilgit-Baltistan"],
    hospitals=["Gulzar Memorial Hospital", "Al-Noor Teaching Hospital", "Mian Shafiq Trust Hospital",
               "DHQ Hospital Noorabad", "THQ Hospital Dera Khanpur", "RHC Kotli Baghan",
               "Fatima Jinnah Welfare Hospital, Qasimpura", "Shifa-e-Karam Hospital"],
    clinics=["Shifa-e-Karam Clinic", "Al-Rehman Family Clinic", "BHU Chak 47-GB"],
    labs=["Al-Razi Diagnostic Centre", "Noorabad Clinical Lab", "Chughtai-Nagar Lab"],
    pharmacies=["Fazal Medical Store", "Madina Pharmacy", "Al-Shifa Medicos"],
    wards=["Iqbal Ward", "Jinnah Ward", "Fatima Ward"],
    employers=["Noor-e-Sahar Textiles", "Al-Karim Motors", "Gondal Brick Kiln", "Qasimpura Flour Mills",
               "Punjab Rangers Colony School", "Basti Malookan Cotton Ginning"],
    orgs=["Khidmat-e-Khalq Foundation", "Roshni Welfare Society", "Al-Huda Madrassa"],
    profs=["farmer", "rickshaw driver", "shopkeeper", "brick kiln worker", "tailor", "police constable",
           "labourer", "schoolteacher", "electrician", "lady health worker", "homemaker", "cook"],
    landmarks=["Jamia Masjid Bilal", "the Chungi stop", "Sabzi Mandi", "the old canal bridge"],
    mrn=["MR No.", "Hospital No.", "Reg. No."], ssn=["CNIC", "CNIC No."],
    hplan=["Sehat Card No.", "SSP No.", "Policy No."], lic=["PMDC No.", "PMDC Reg."], dl="Licence No.",
    idlab=["MLC No.", "FIR No.", "TB Reg. No.", "Lab ID", "ART No."],
    holidays=["Eid ul-Fitr", "Eid ul-Azha", "Eid", "Muharram"],
    dstyles=["dmy-", "dmy/", "dmy/yy", "dMonY", "d-Mon-Y", "ord"], cur="Rs.",
)

LOC["SG"] = dict(
    country="Singapore", cc="+65", style="sg",
    male=["Boon Hock", "Kok Wai", "Jun Jie", "Chee Keong", "Zhi Hao", "Kian Seng", "Ah Kow", "Wee Ming"],
    female=["Wei Ling", "Mei Hua", "Siew Lan", "Hui Min", "Li Ting", "Poh Choo", "Xiu Ying", "Bee Leng"],
    western_m=["Jason", "Darren", "Kelvin", "Desmond", "Marcus", "Benjamin"],
    western_f=["Michelle", "Cheryl", "Irene", "Vivian", "Rachel", "Jasmine"],
    sur=["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Chan", "Koh", "Teo", "Ang", "Yeo",
         "Tay", "Ho", "Low", "Sim", "Chia", "Toh", "Seah"],
    malay_m=["Ahmad Faizal", "Mohd Hafiz", "Azman", "Khairul Anuar", "Shahrul", "Zulkifli", "Amirul"],
    malay_f=["Nurul Aisyah", "Siti Hajar", "Noraini", "Farah Wahida", "Rosnah", "Zaleha", "Nur Syafiqah"],
    malay_father=["Rahman", "Hassan", "Ibrahim", "Yusof", "Osman", "Abdullah", "Hamid", "Salleh", "Jaafar"],
    tamil_m=["Saravanan", "Murugesan", "Rajendran", "Kumaran", "Ganesan"],
    tamil_f=["Kavitha", "Malathi", "Letchumi", "Vasanthi", "Devi"],
    tamil_father=["Muthu", "Ramasamy", "Subramaniam", "Arumugam", "Perumal", "Krishnan"],
    nick=["Ah Boy", "Ah Girl", "Xiao Mei", "Ah Seng"],
    titles_m=["Mr", "Mr.", "Encik"], titles_f=["Mdm", "Mdm.", "Mrs", "Ms", "Puan"],
    towns=["Bukit Selasih", "Kallang Vale", "Serangoon Ridge", "Tampines Hilir", "Jurong Pine"],
    states=[],
    hospitals=["Kallang Vale General Hospital", "Bukit Selasih Community Hospital",
               "Serangoon Ridge Polyclinic", "Tampines Hilir Hospital", "Jurong Pine Medical Centre"],
    clinics=["Marina Heights Family Clinic", "Serangoon Ridge Polyclinic", "Kampong Jati Medical Clinic"],
    labs=["Meridian Lab Services", "Kallang Vale Pathology"],
    pharmacies=["Tanglin Crest Pharmacy", "Jurong Pine Outpatient Pharmacy"],
    wards=["Ward 56", "Ward 7A"],
    employers=["Jurong Pine Logistics", "Sunbird Cleaning Services", "Kallang Vale Town Council",
               "Bukit Selasih Primary School", "Hock Seng Hardware"],
    orgs=["Silver Thread Eldercare Society", "Kampong Jati Residents' Committee"],
    profs=["hawker", "taxi driver", "cleaner", "accountant", "retired bus captain", "security guard",
           "engineer", "property agent", "nursing aide", "tuition teacher"],
    landmarks=["Block 221 void deck", "the Kallang Vale hawker centre", "Serangoon Ridge MRT"],
    mrn=["MRN", "Hospital No.", "Case Ref"], ssn=["NRIC", "NRIC No.", "FIN"],
    hplan=["CHAS Card No.", "MediShield Policy", "Policy No."], lic=["MCR No.", "MCR", "SPC Reg."],
    dl="Licence No.", idlab=["Lab No.", "Specimen ID", "Police Report No.", "Acc. No."],
    holidays=["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas"],
    dstyles=["dMonY", "dmy/", "iso", "d-Mon-Y", "ord"], cur="S$",
)

LOC["MY"] = dict(
    country="Malaysia", cc="+60", style="my",
    male=["Chee Keong", "Kok Leong", "Wai Meng", "Yong Sheng"],
    female=["Mei Ling", "Siew Peng", "Hui Ying", "Lay Kuan"],
    western_m=["Alvin", "Steven"], western_f=["Jessica", "Angeline"],
    sur=["Lim", "Tan", "Wong", "Chong", "Lau", "Yap", "Leong", "Foo", "Chin", "Kang"],
    malay_m=["Ahmad Faizal", "Mohd Hafiz", "Azman", "Khairul Anuar", "Razak", "Shahrul", "Zulkifli",
             "Ismail", "Amirul", "Mohd Firdaus", "Wan Azlan"],
    malay_f=["Nurul Aisyah", "Siti Hajar", "Noraini", "Farah Wahida", "Rosnah", "Zaleha", "Aminah",
             "Nur Syafiqah", "Rohani", "Wan Nor Azura"],
    malay_father=["Rahman", "Hassan", "Ibrahim", "Yusof", "Osman", "Abdullah", "Ismail", "Hamid",
                  "Salleh", "Jaafar", "Mahmud", "Awang"],
    tamil_m=["Saravanan", "Muniandy", "Rajendran", "Kumaran", "Ganesan", "Thiruselvam"],
    tamil_f=["Kavitha", "Malathi", "Letchumi", "Vasanthi", "Parameswari"],
    tamil_father=["Muthu", "Ramasamy", "Subramaniam", "Arumugam", "Perumal", "Supramaniam"],
    nick=["Along", "Angah", "Adik", "Ah Chong"],
    titles_m=["Encik", "En.", "Mr", "Tuan"], titles_f=["Puan", "Pn.", "Cik", "Mrs", "Mdm"],
    towns=["Sungai Meranti", "Taman Seroja", "Bukit Cempaka", "Kampung Batu Lapan", "Pekan Seri Kenanga",
           "Bandar Tasik Puteri", "Felda Bukit Jering", "Kuala Sepetang Baru"],
    states=["Selangor", "Johor", "Perak", "Kedah", "Sabah", "Sarawak", "Pahang", "Kelantan", "Terengganu"],
    hospitals=["Hospital Sungai Meranti", "Hospital Pakar Bukit Cempaka", "Hospital Daerah Taman Seroja",
               "Klinik Kesihatan Kampung Batu Lapan", "Pusat Perubatan Tasik Puteri"],
    clinics=["Klinik Kesihatan Taman Seroja", "Klinik Dr. Wong & Rakan", "Klinik Desa Felda Bukit Jering"],
    labs=["Makmal Patologi Seri Kenanga", "Bukit Cempaka Lab Services"],
    pharmacies=["Farmasi Sri Kenanga", "Farmasi Tasik Puteri"],
    wards=["Wad Kenanga", "Wad Mawar", "Wad Melur", "Wad Cempaka"],
    employers=["Ladang Bukit Seroja", "Syarikat Seri Kenanga Sdn Bhd", "Kilang Sarung Tangan Meranti",
               "SK Kampung Batu Lapan", "Tasik Puteri Bus Company"],
    orgs=["Persatuan Warga Emas Taman Seroja", "Surau Al-Ikhlas Batu Lapan"],
    profs=["fisherman", "rubber tapper", "lorry driver", "clerk", "teacher", "palm oil estate worker",
           "factory operator", "Grab driver", "kindergarten teacher", "mechanic"],
    landmarks=["Masjid Jamek Sungai Meranti", "Pasar Malam Taman Seroja", "the Petronas-side rest stop"],
    mrn=["RN", "MRN", "No. Pendaftaran"], ssn=["IC No.", "MyKad", "No. K/P"],
    hplan=["Policy No.", "Insurance Card No.", "PERKESO No."], lic=["MMC No.", "MMC Reg.", "APC No."],
    dl="Lesen No.", idlab=["Lab No.", "Police Report No.", "Specimen No.", "TB Reg. No."],
    holidays=["Hari Raya Aidilfitri", "Hari Raya", "Chinese New Year", "Deepavali"],
    dstyles=["dmy/", "dMonY", "dmy-", "d-Mon-Y", "ord", "dmy."], cur="RM",
)

LOC["PH"] = dict(
    country="Philippines", cc="+63", style="ph",
    male=["Jose Miguel", "Rodrigo", "Ramon", "Danilo", "Rogelio", "Eduardo", "Mark Anthony", "John Paul",
          "Ariel", "Noel", "Arnel", "Efren", "Romeo", "Jerome", "Reynaldo"],
    female=["Maria Cristina", "Ma. Luisa", "Rowena", "Marites", "Jocelyn", "Lorna", "Analyn", "Rosalinda",
            "Imelda", "Kristine Joy", "Jonalyn", "Maricel", "Precious", "Mary Joy"],
    sur=["dela Cruz", "Santos", "Reyes", "Bautista", "Garcia", "Mendoza", "Villanueva", "Castillo",
         "Ramos", "Dizon", "Manalo", "Pangilinan", "Salvador", "Tolentino", "Soriano", "Macaraeg",
         "Dimaculangan", "Lacsamana", "Panganiban", "Buenaventura"],
    nick=["Bong", "Jun-jun", "Inday", "Nene", "Dodong", "Bebang", "Toto", "Ging"],
    titles_m=["Mr.", "Mr", "G."], titles_f=["Mrs.", "Ms.", "Mrs", "Gng."],
    towns=["Sta. Rosalia", "San Isidro Labrador", "Bayanan Norte", "Malinis", "Dalisay", "Pagasa Heights",
           "Tanauan Viejo", "Mabini Sur"],
    states=["Laguna", "Batangas", "Pampanga", "Iloilo", "Cebu", "Bulacan", "Pangasinan", "Region IV-A",
            "Leyte", "Camarines Sur"],
    hospitals=["Santa Monica de Bayanan Medical Center", "Sta. Rosalia District Hospital",
               "Malinis Provincial Hospital", "Our Lady of Dalisay Hospital", "Mabini Sur Infirmary"],
    clinics=["Barangay Malinis Health Center", "Rural Health Unit of Sta. Rosalia",
             "Pagasa Heights Lying-in Clinic"],
    labs=["Bayanan Diagnostic Laboratory", "Tanauan Viejo Clinical Lab"],
    pharmacies=["Botika ng Bayan Dalisay", "Mabini Sur Drugstore"],
    wards=["St. Luke Ward", "Ward Sampaguita"],
    employers=["Bayanihan BPO Solutions", "Mabini Sur Fishing Cooperative", "Pagasa Heights Elementary School",
               "Dalisay Rice Mill", "Sta. Rosalia Transport Cooperative"],
    orgs=["Samahan ng Kababaihan ng Malinis", "Iglesia ng Bagong Liwanag"],
    profs=["tricycle driver", "seaman", "market vendor", "fisherman", "call centre agent", "jeepney driver",
           "domestic helper", "public school teacher", "construction worker", "barangay health worker"],
    landmarks=["the barangay hall", "the Dalisay public market", "the chapel of Purok 3"],
    mrn=["Hosp. No.", "Hospital No.", "Case No."], ssn=["PhilSys No.", "PSN", "SSS No."],
    hplan=["PhilHealth PIN", "PhilHealth No.", "HMO Card No."], lic=["PRC Lic. No.", "PRC No.", "PTR No."],
    dl="LTO Licence No.", idlab=["Lab No.", "Blotter No.", "TB Case No.", "Specimen No."],
    holidays=["Christmas", "All Saints' Day", "New Year's Day", "Holy Week"],
    dstyles=["mdy/", "MonDY", "dMonY", "iso", "MonDY"], cur="PHP",
)

LOC["NG"] = dict(
    country="Nigeria", cc="+234", style="given_sur",
    male=["Adebayo", "Oluwaseun", "Babatunde", "Olumide", "Ayodele", "Kehinde", "Femi", "Tunde", "Segun",
          "Chukwuemeka", "Obinna", "Ikenna", "Chinedu", "Emeka", "Uchenna", "Nnamdi",
          "Musa", "Abubakar", "Ibrahim", "Sani", "Usman", "Aminu", "Garba", "Bashir",
          "Goodluck", "Sunday", "Innocent", "Godwin"],
    female=["Folake", "Adeola", "Yetunde", "Funmilayo", "Omolara", "Bukola", "Titilayo", "Abimbola",
            "Ngozi", "Chiamaka", "Adaeze", "Nkechi", "Chioma", "Ifeoma", "Uju",
            "Aisha", "Hauwa", "Zainab", "Hadiza", "Halima", "Maryam", "Binta",
            "Blessing", "Precious", "Patience", "Favour", "Mercy", "Comfort"],
    sur=["Ogunleye", "Adeyemi", "Olawale", "Balogun", "Oyelaran", "Afolabi", "Akinwale", "Ogundipe",
         "Adekunle", "Olaniyan", "Nwosu", "Okafor", "Eze", "Nwachukwu", "Okoro", "Onyekachi", "Ibe",
         "Anyanwu", "Obi", "Uzoma", "Nnadi", "Bello", "Abdullahi", "Danjuma", "Yakubu", "Sule", "Lawal",
         "Tanko", "Shehu"],
    nick=["Baba Ibeji", "Iya Alaje", "Mama Nkechi", "Sisi", "Dayo", "Emy"],
    titles_m=["Mr", "Mr.", "Alhaji", "Chief", "Pastor", "Elder"], titles_f=["Mrs", "Mrs.", "Hajiya", "Madam", "Deaconess", "Ms"],
    towns=["Ijebu-Oteye", "Umuagbala", "Kafinwadi", "Ogbomere", "Ibokun-Ora", "Ilesanmi", "Nkwo-Amaeze",
           "Tudun Garba", "Oke-Afolabi"],
    states=["Lagos State", "Oyo State", "Anambra State", "Kano State", "Enugu State", "Ogun State",
            "Kaduna State", "Osun State", "Imo State"],
    hospitals=["General Hospital Ilesanmi", "Iyaniwura Primary Health Centre", "Holy Rosary Mission Hospital, Umuagbala",
               "Ogbomere Specialist Hospital", "Kafinwadi Cottage Hospital", "Oke-Afolabi Comprehensive Health Centre"],
    clinics=["Iyaniwura Primary Health Centre", "Mercyland Clinic", "Tudun Garba Maternity"],
    labs=["Crestline Diagnostics Ilesanmi", "Ogbomere Medical Laboratory"],
    pharmacies=["Alafia Pharmacy", "Nkwo-Amaeze Chemist", "Kafinwadi Patent Medicine Store"],
    wards=["Amina Ward", "Florence Ward", "Nightingale Ward"],
    employers=["Ogbomere Cement Works", "Adunni Ventures", "Ilesanmi Local Government Secretariat",
               "Umuagbala Community Secondary School", "Kafinwadi Grains Depot"],
    orgs=["Redeemed Grace Assembly", "Christ Apostolic Fellowship Ilesanmi", "Tudun Garba Women's Cooperative"],
    profs=["trader", "okada rider", "civil servant", "farmer", "artisan", "fashion designer", "teacher",
           "vulcanizer", "bricklayer", "petty trader", "driver", "palm wine tapper"],
    landmarks=["Oja Oba market", "the Anglican church junction", "the Emir's palace gate"],
    mrn=["Hospital No.", "Folder No.", "Hosp. No."], ssn=["NIN", "NIN No."],
    hplan=["NHIA No.", "HMO ID", "NHIS No."], lic=["MDCN Folio", "MDCN Reg.", "PCN Reg."],
    dl="Driver's Licence", idlab=["Lab No.", "Police Ref.", "TB Reg. No.", "ART No.", "Specimen No."],
    holidays=["Christmas", "Sallah", "Easter", "New Year's Day"],
    dstyles=["dmy/", "dmy-", "ord", "dMonY", "dmy/yy"], cur="N",
)

LOC["GH"] = dict(
    country="Ghana", cc="+233", style="given_sur",
    male=["Kwame", "Kofi", "Kwabena", "Kwaku", "Yaw", "Kwesi", "Kojo", "Kwadwo", "Emmanuel", "Isaac",
          "Selorm", "Nii Armah", "Ebo"],
    female=["Ama", "Akosua", "Adwoa", "Abena", "Akua", "Yaa", "Efua", "Afua", "Gifty", "Comfort", "Esther",
            "Felicia", "Dzifa", "Naa Ayeley", "Charity"],
    sur=["Mensah", "Boateng", "Asante", "Owusu", "Osei", "Agyeman", "Amoako", "Appiah", "Darko", "Ofori",
         "Acheampong", "Oppong", "Frimpong", "Adjei", "Bonsu", "Nkansah", "Sarpong", "Agbeko", "Tetteh",
         "Quaye", "Lamptey"],
    nick=["Maame", "Papa Yaw", "Odo", "Nana Ama", "Kobby"],
    titles_m=["Mr", "Mr.", "Nana", "Opanin", "Pastor"], titles_f=["Mrs", "Madam", "Maame", "Ms", "Auntie"],
    towns=["Nkawkrom", "Asanteman", "Adentem", "Abrepo-Nkwanta", "Dzodze Yiti", "Sefwi Mensakrom",
           "Kpone Tsokome", "Akim Abenase"],
    states=["Ashanti Region", "Greater Accra Region", "Volta Region", "Eastern Region", "Northern Region",
            "Central Region", "Bono Region"],
    hospitals=["Nkawkrom Government Hospital", "St. Brigid's Catholic Hospital, Asanteman",
               "Adentem Health Centre", "Abrepo-Nkwanta Municipal Hospital", "Akim Abenase District Hospital"],
    clinics=["Adentem Health Centre", "Kofi Nketsia Memorial Clinic", "Dzodze Yiti CHPS Compound"],
    labs=["Asanteman Diagnostic Lab", "Goodhealth Medical Laboratory Nkawkrom"],
    pharmacies=["Nhyira Pharmacy", "Adom Chemical Shop"],
    wards=["Korle Ward", "Nightingale Ward", "Sika Ward"],
    employers=["Asanteman Cocoa Cooperative", "Volta Star Fisheries", "Nkawkrom Municipal Assembly",
               "Adentem Presby JHS", "Abrepo Timber Works"],
    orgs=["Assemblies of Restoration, Nkawkrom", "Adentem Market Women Association"],
    profs=["cocoa farmer", "trader", "fisherman", "seamstress", "driver", "okada rider", "teacher",
           "hairdresser", "carpenter", "kayayo", "galamsey worker"],
    landmarks=["the Zongo mosque", "the chief's palace", "Adom lorry station"],
    mrn=["Folder No.", "Hospital No.", "Patient No."], ssn=["Ghana Card", "Ghana Card No."],
    hplan=["NHIS No.", "NHIS Card", "NHIS Membership No."], lic=["MDC Reg.", "MDC No.", "NMC PIN"],
    dl="DVLA Licence", idlab=["Lab No.", "Police Ref.", "TB Reg. No.", "ART ID", "Sample ID"],
    holidays=["Christmas", "Easter", "Farmers' Day", "Eid"],
    dstyles=["dmy/", "dmy-", "ord", "dMonY", "d-Mon-Y"], cur="GHS",
)

LOC["KE"] = dict(
    country="Kenya", cc="+254", style="given_sur",
    male=["Joseph Kamau", "Njoroge", "Mwangi", "Kariuki", "Githinji", "Peter", "Samuel", "Dennis", "Brian",
          "Otieno", "Odhiambo", "Ochieng", "Omondi", "Onyango", "Owino", "Kiprono", "Cheruiyot", "Kiptoo"],
    female=["Wanjiru", "Njeri", "Wambui", "Nyambura", "Wairimu", "Mary", "Grace", "Esther", "Faith", "Mercy",
            "Akinyi", "Achieng", "Atieno", "Awino", "Adhiambo", "Anyango", "Chebet", "Jepchumba"],
    sur=["Kamau", "Mwangi", "Njoroge", "Kariuki", "Gitau", "Maina", "Wafula", "Otieno", "Odhiambo",
         "Ochieng", "Omondi", "Onyango", "Owino", "Opiyo", "Kiprono", "Rotich", "Chelimo", "Mutua", "Mwende"],
    nick=["Mama Njeri", "Baba Otieno", "Shiro", "Kim", "Wamaitha"],
    titles_m=["Mr", "Mr.", "Mzee"], titles_f=["Mrs", "Mrs.", "Ms", "Mama"],
    towns=["Kiambara", "Nyandiwa", "Ol Kerio", "Githunguri-Ridge", "Kabondo West", "Mukuyu Town",
           "Chepkoilel", "Rang'ala"],
    states=["Rift Valley", "Nyanza", "Central Province", "Western Province", "Coast Province"],
    counties=["Kiambara County", "Nyandiwa County", "Ol Kerio County"],
    hospitals=["Lake Nyandiwa County Referral Hospital", "Githunguri-Ridge Sub-County Hospital",
               "St. Monica Mission Hospital, Kabondo West", "Kiambara Health Centre", "Ol Kerio Dispensary"],
    clinics=["Kiambara Health Centre", "Ol Kerio Dispensary", "Tumaini Medical Clinic"],
    labs=["Lakeview Diagnostics", "Mukuyu Town Medical Lab"],
    pharmacies=["Afya Bora Chemist", "Nyandiwa Pharmacy"],
    wards=["Nightingale Ward", "Simba Ward", "Mama Ngina Ward"],
    employers=["Kiambara Tea Factory", "Nyandiwa Fish Traders", "Simba Line Matatu Sacco",
               "Mukuyu Town Primary School", "Chepkoilel Flower Farm"],
    orgs=["Tumaini Community Support Group", "AIC Kabondo West", "Nyandiwa Women Self-Help Group"],
    profs=["boda boda rider", "matatu driver", "farmer", "teacher", "casual labourer", "hawker", "fisherman",
           "security guard", "tea picker", "mama mboga", "herdsman"],
    landmarks=["Kiambara stage", "the chief's camp", "the AIC church"],
    mrn=["File No.", "Hospital No.", "MRN"], ssn=["ID No.", "National ID"],
    hplan=["SHA No.", "NHIF No.", "Cover No."], lic=["KMPDC Reg.", "KMPDC No.", "NCK Reg."],
    dl="DL No.", idlab=["CCC No.", "OB No.", "TB No.", "Lab No.", "P3 Serial"],
    holidays=["Christmas", "Easter", "Madaraka Day", "Idd"],
    dstyles=["dmy/", "dmy-", "dMonY", "ord", "dmy/yy"], cur="KES",
)

LOC["ZA"] = dict(
    country="South Africa", cc="+27", style="given_sur",
    male=["Sipho", "Thabo", "Bongani", "Mandla", "Sibusiso", "Themba", "Nkosinathi", "Lwazi", "Luvuyo",
          "Siyabonga", "Xolani", "Mzwandile", "Johannes", "Pieter", "Hendrik", "Willem", "Gerrit",
          "Christo", "Given", "Lucky", "Innocent"],
    female=["Thandeka", "Nomvula", "Zanele", "Nokuthula", "Lindiwe", "Sibongile", "Nomsa", "Noluthando",
            "Ayanda", "Nosipho", "Unathi", "Anneke", "Marietjie", "Elna", "Susanna", "Riana", "Precious",
            "Memory", "Gift"],
    sur=["Dlamini", "Ngcobo", "Mkhize", "Ndlovu", "Khumalo", "Shabalala", "Mthembu", "Cele", "Nxumalo",
         "Mgqibelo", "Ntshona", "Qwabe", "Mbatha", "Nqandela", "Gqola", "Sonjica", "van der Merwe", "du Plessis",
         "Pretorius", "Venter", "Nel", "Coetzee", "Steenkamp", "le Roux", "Swanepoel", "Janse van Rensburg"],
    nick=["Koos", "Sannie", "Gogo", "Mkhulu", "Bra T", "Sisi"],
    titles_m=["Mr", "Mr.", "Mnr."], titles_f=["Mrs", "Ms", "Mev.", "Mrs."],
    towns=["Mthunzini Valley", "Emvelo", "Rietfontein-Oos", "Umhlaba", "KwaNqaba", "Doringkuil",
           "Esikhaleni-Mpumalanga", "Nqabeni"],
    states=["KwaZulu-Natal", "Eastern Cape", "Gauteng", "Western Cape", "Free State", "Limpopo", "KZN", "EC"],
    hospitals=["Mthunzini Valley Regional Hospital", "Emvelo Community Health Centre",
               "Rietfontein-Oos Clinic", "Umhlaba Day Hospital", "KwaNqaba District Hospital"],
    clinics=["Emvelo Community Health Centre", "Rietfontein-Oos Clinic", "Nqabeni Mobile Clinic"],
    labs=["Umhlaba Pathology Depot", "KwaNqaba Lab Services"],
    pharmacies=["Doringkuil Pharmacy", "Umhlaba Dispensary"],
    wards=["Ward Ithemba", "Nightingale Ward", "Protea Ward"],
    employers=["Umhlaba Platinum Mine", "Rietfontein Citrus Farms", "KwaNqaba Municipality",
               "Emvelo Combined School", "Doringkuil Taxi Association"],
    orgs=["Ubuntu Home-Based Care", "Zion Apostolic Church of Nqabeni", "Siyakhula Burial Society"],
    profs=["miner", "domestic worker", "taxi driver", "teacher", "security officer", "farm worker",
           "panel beater", "spaza shop owner", "community health worker", "petrol attendant"],
    landmarks=["the Emvelo taxi rank", "the tavern near the sports ground", "the old post office"],
    mrn=["Folder No.", "Hospital No.", "File No."], ssn=["ID No.", "SA ID"],
    hplan=["Medical Aid No.", "Scheme No.", "Member No."], lic=["HPCSA No.", "HPCSA", "SAPC No."],
    dl="Driver's Licence", idlab=["SAPS CAS No.", "Lab No.", "TB Reg. No.", "ART No.", "Episode No."],
    holidays=["Christmas", "Easter", "Heritage Day", "New Year's Day"],
    dstyles=["iso", "dmy/", "dMonY", "ord", "d-Mon-Y"], cur="R",
)

LOC["CB"] = dict(
    country="Jamaica", cc="+1", style="given_sur",
    male=["Desmond", "Winston", "Leroy", "Delroy", "Errol", "Andre", "Jermaine", "Kemar", "Ramesh", "Will",
          "Junior", "Carlton", "Neville"],
    female=["Marcia", "Paulette", "Sharon", "Keisha-Ann", "Shanice", "Tamika", "Odette", "Claudette",
            "Hyacinth", "Merline", "Savitri", "Rose", "Hope", "Beverley"],
    sur=["Campbell", "Francis", "Brown", "Williams", "Thompson", "McKenzie", "Clarke", "Reid", "Gayle",
         "Bailey", "Forbes", "Mohammed", "Persad", "Ramdass", "Maharaj", "Seepersad", "Ali", "Chin", "Hinds",
         "Gittens", "Greenidge", "Alleyne", "Best", "Rose"],
    nick=["Shortie", "Bigga", "Dada", "Miss Lou", "Tallman", "Sweetie"],
    titles_m=["Mr", "Mr.", "Pastor"], titles_f=["Mrs", "Mrs.", "Miss", "Ms"],
    towns=["Port Hallow", "Sandy Cove", "Bayview Heights", "Mount Salem Gap", "Belle Orange", "Cedar Grove Village",
           "Hallett's Pen", "Cunupia East"],
    states=["St. Catherine", "Clarendon", "St. Ann", "Manchester", "St. Michael", "Christ Church",
            "St. Philip", "St. Elizabeth"],
    countries=["Jamaica", "Trinidad and Tobago", "Barbados", "Grenada", "Saint Lucia"],
    hospitals=["St. Aldric Parish Hospital", "Port Hallow General Hospital", "Bayview Polyclinic",
               "Sandy Cove Health Centre", "Mount Salem Gap Community Hospital"],
    clinics=["Sandy Cove Health Centre", "Bayview Polyclinic", "Cedar Grove Type III Clinic"],
    labs=["Island Path Diagnostics", "Port Hallow Medical Lab"],
    pharmacies=["Belle Orange Pharmacy", "Hallett's Pen Drug Mart"],
    wards=["Seacole Ward", "Nightingale Ward", "Hibiscus Ward"],
    employers=["Blue Lagoon Resort", "Port Hallow Bus Company", "Sandy Cove Fisheries Co-op",
               "Bayview Heights Primary School", "Belle Orange Sugar Estate"],
    orgs=["Mount Salem Gap Seventh-day Church", "Cedar Grove Citizens Association"],
    profs=["fisherman", "bus driver", "higgler", "hotel worker", "teacher", "mechanic", "seamstress",
           "security guard", "cane cutter", "taxi operator"],
    landmarks=["the Sandy Cove square", "the cricket ground", "the old clock tower"],
    mrn=["Docket No.", "MRN", "Hospital No."], ssn=["TRN", "NIS No.", "NRN"],
    hplan=["NHF Card No.", "Policy No.", "JADEP No."], lic=["Reg. No.", "MCJ Reg.", "Licence No."],
    dl="DL No.", idlab=["Lab No.", "Police Report No.", "TB Reg. No.", "Specimen No."],
    holidays=["Christmas", "Easter", "Emancipation Day", "Carnival Monday"],
    dstyles=["dmy/", "dMonY", "ord", "MonDY", "dmy-"], cur="$",
)

LOCALE_ORDER = ["IN", "PK", "SG", "MY", "PH", "NG", "GH", "KE", "ZA", "CB"]

WORLD = ["Saudi Arabia", "United Arab Emirates", "Qatar", "Kuwait", "Oman", "United Kingdom", "Bangladesh",
         "Nepal", "Indonesia", "Uganda", "Tanzania", "Zimbabwe", "Mozambique", "Cameroon", "Togo", "Canada",
         "India", "Pakistan", "Malaysia", "Singapore", "Nigeria", "Ghana", "Kenya", "South Africa", "Jamaica",
         "Philippines", "Hong Kong", "Lesotho"]


# ---------------------------------------------------------------- locale-specific generators
def phone(r, code, kind="any"):
    a, b = r.randint(10, 99), r.randint(100, 999)
    c = r.randint(1000, 9999)
    intl = r.random() < 0.5
    if code == "IN":
        return f"+91 555 01{a} {b}" if intl else f"0555-01{a}{b}"
    if code == "PK":
        return f"+92 555 01{a}{b}" if intl else f"0555-01{a}{b}"
    if code == "SG":
        return f"+65 5550 {c}" if intl else f"5550 {c}"
    if code == "MY":
        return f"+60 555-01{a} {b}" if intl else f"0555-01{a} {b}"
    if code == "PH":
        return f"+63 555 01{a} {b}" if intl else f"(0555) 01{a}-{b}"
    if code == "NG":
        return f"+234 555 01{a} {b}" if intl else f"0555 01{a} {b}"
    if code == "GH":
        return f"+233 555 01{a} {b}" if intl else f"0555 01{a} {b}"
    if code == "KE":
        return f"+254 555 01{a}{b}" if intl else f"0555 01{a} {b}"
    if code == "ZA":
        return f"+27 555 01{a} {b}" if intl else f"0555 01{a} {b}"
    area = r.choice(["876", "868", "246", "473"])
    return f"+1 {area} 555 01{a}" if intl else f"({area}) 555-01{a}"


def zipc(r, code):
    if code == "IN":
        return str(r.randint(1, 8)) + dg(r, 5)
    if code == "PK":
        return nz(r, 5)
    if code == "SG":
        return str(r.randint(1, 8)) + dg(r, 5)
    if code == "MY":
        return nz(r, 5)
    if code == "PH":
        return nz(r, 4)
    if code == "NG":
        return nz(r, 6)
    if code == "GH":
        return f"{r.choice(['AK', 'GA', 'VH', 'EN', 'CR'])}-{r.randint(100, 999)}-{dg(r, 4)}"
    if code == "KE":
        return nz(r, 5)
    if code == "ZA":
        return nz(r, 4)
    return r.choice([f"BB{nz(r, 5)}", nz(r, 6)])


def street(r, code):
    n = r.randint(1, 480)
    if code == "IN":
        return r.choice([
            f"H.No. {r.randint(1, 20)}-{r.randint(1, 12)}-{r.randint(10, 99)}, {r.choice(['Shanti Nagar', 'Vidya Nagar', 'Ambedkar Colony', 'Indira Colony'])}",
            f"Flat {r.randint(101, 604)}, {r.choice(['Sai Residency', 'Krishna Apartments', 'Gayatri Enclave'])}, Sector {r.randint(2, 40)}",
            f"Plot {n}, Ward No. {r.randint(1, 30)}",
            f"{n}/{r.randint(1, 9)}, {r.choice(['Station Road', 'Temple Street', 'Mill Road', 'Kacheri Road'])}",
            f"Qtr No. {r.choice('ABCD')}-{n}, {r.choice(['Railway Colony', 'Police Lines', 'Mill Colony'])}"])
    if code == "PK":
        return r.choice([
            f"House No. {n}, Street {r.randint(1, 30)}, {r.choice(['Mohallah Islampura', 'Gulshan Colony', 'Block C', 'Model Town Extension'])}",
            f"Mohallah {r.choice(['Rehmanpura', 'Faridabad', 'Ghausia'])}, Gali No. {r.randint(1, 12)}",
            f"Flat {r.randint(1, 40)}, {r.choice(['Al-Hamra Plaza', 'Noor Heights'])}"])
    if code == "SG":
        return r.choice([
            f"Blk {r.randint(100, 899)} {r.choice(['Kallang Vale', 'Tampines Hilir', 'Serangoon Ridge'])} Ave {r.randint(1, 9)}, #{r.randint(2, 19):02d}-{r.randint(1, 450)}",
            f"{n} {r.choice(['Jalan Selasih', 'Lorong Pine', 'Kampong Jati Road'])}"])
    if code == "MY":
        return r.choice([
            f"No. {n}, Jalan {r.choice(['Seroja', 'Kenanga', 'Cempaka', 'Melur'])} {r.randint(1, 12)}",
            f"Lot {r.randint(100, 3000)}, Kampung {r.choice(['Batu Lapan', 'Parit Tengah', 'Sungai Dua'])}",
            f"No. {n}, Lorong {r.randint(1, 9)}, Taman {r.choice(['Seroja', 'Desa Indah', 'Mutiara'])}"])
    if code == "PH":
        return r.choice([
            f"{n} {r.choice(['Rizalina', 'Mabuhay', 'Sampaguita', 'Kalayaan'])} St., Purok {r.randint(1, 7)}",
            f"Blk {r.randint(1, 40)} Lot {r.randint(1, 60)}, {r.choice(['Villa Pagasa', 'Camella Dalisay', 'Greenfields'])} Subdivision",
            f"Sitio {r.choice(['Ilaya', 'Bukid', 'Centro'])}, Brgy. {r.choice(['Malinis', 'San Roque', 'Bagong Silang'])}"])
    if code == "NG":
        return r.choice([
            f"{n} {r.choice(['Adeniran', 'Okpara', 'Ahmadu', 'Ogbomere'])} {r.choice(['Street', 'Close', 'Crescent', 'Road'])}",
            f"No. {n}, {r.choice(['Oke-Ado Layout', 'Umuoma Village', 'Tudun Wada Quarters'])}",
            f"P.M.B. {r.randint(100, 9999)}"])
    if code == "GH":
        return r.choice([
            f"H/No. {r.choice(['AK', 'BL', 'TS'])} {r.randint(10, 999)}, {r.choice(['Zongo Line', 'Asafo Estate', 'Kotei Street'])}",
            f"P.O. Box {r.randint(10, 9999)}", f"House {n}, {r.choice(['Adom Lane', 'Akwaaba Close'])}"])
    if code == "KE":
        return r.choice([f"P.O. Box {r.randint(10, 9999)}", f"Plot {n}, {r.choice(['Kiambara Estate', 'Ngong Lane', 'Majengo'])}",
                         f"House {n}, {r.choice(['Milimani Road', 'Otieno Lane', 'Kamakis Estate'])}"])
    if code == "ZA":
        return r.choice([
            f"{n} {r.choice(['Protea', 'Msinsi', 'Kerk', 'Jacaranda'])} {r.choice(['Street', 'Road', 'Avenue'])}",
            f"Stand {r.randint(100, 9999)}, {r.choice(['Section B', 'Extension 4', 'Zone 7'])}",
            f"House {r.choice('ABCDEFG')}{r.randint(100, 999)}, {r.choice(['Nqabeni Village', 'Emvelo Township'])}"])
    return r.choice([f"{n} {r.choice(['Hibiscus Drive', 'Old Harbour Road', 'Coconut Walk', 'Lime Tree Lane'])}",
                     f"Lot {n}, {r.choice(['Ackee Close', 'Mango Terrace'])}", f"P.O. Box {r.randint(10, 999)}"])


def natid(r, code):
    if code == "IN":
        return f"{r.randint(2, 9)}{dg(r, 3)} {dg(r, 4)} {dg(r, 4)}"
    if code == "PK":
        return f"{nz(r, 5)}-{dg(r, 7)}-{r.randint(1, 9)}"
    if code == "SG":
        return f"{r.choice('STFG')}{dg(r, 7)}{lt(r, 1)}"
    if code == "MY":
        return f"{r.randint(30, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}-{r.randint(1, 14):02d}-{dg(r, 4)}"
    if code == "PH":
        return r.choice([f"{dg(r, 4)}-{dg(r, 4)}-{dg(r, 4)}-{dg(r, 4)}", f"{dg(r, 2)}-{dg(r, 7)}-{dg(r, 1)}"])
    if code == "NG":
        return nz(r, 11)
    if code == "GH":
        return f"GHA-{nz(r, 9)}-{r.randint(0, 9)}"
    if code == "KE":
        return nz(r, 8)
    if code == "ZA":
        return nz(r, 13)
    return f"{nz(r, 3)}-{dg(r, 3)}-{dg(r, 3)}"


def hplan(r, code):
    return {
        "IN": lambda: r.choice([f"PMJ{lt(r, 2)}{dg(r, 7)}", nz(r, 10)]),
        "PK": lambda: f"SC-{nz(r, 8)}",
        "SG": lambda: r.choice([f"CH{dg(r, 8)}", f"MSL-{dg(r, 9)}"]),
        "MY": lambda: f"{lt(r, 3)}{dg(r, 8)}",
        "PH": lambda: f"{dg(r, 2)}-{dg(r, 9)}-{dg(r, 1)}",
        "NG": lambda: f"NHIA/{lt(r, 2)}/{dg(r, 6)}",
        "GH": lambda: nz(r, 8),
        "KE": lambda: f"SHA-{nz(r, 9)}",
        "ZA": lambda: f"{lt(r, 2)}{dg(r, 9)}",
        "CB": lambda: f"NHF{dg(r, 8)}",
    }[code]()


def mrn(r, code):
    return {
        "IN": lambda: r.choice([f"{lt(r, 3)}/{r.randint(2015, 2025)}/{dg(r, 6)}", f"{nz(r, 11)}"]),
        "PK": lambda: f"{nz(r, 2)}-{dg(r, 6)}",
        "SG": lambda: f"{lt(r, 1)}{dg(r, 7)}{lt(r, 1)}0{dg(r, 2)}",
        "MY": lambda: f"RN{dg(r, 8)}",
        "PH": lambda: f"{r.randint(10, 25)}-{dg(r, 6)}",
        "NG": lambda: f"{lt(r, 2)}/{dg(r, 5)}",
        "GH": lambda: f"{lt(r, 1)}{r.randint(1, 99)}/{dg(r, 5)}",
        "KE": lambda: f"{nz(r, 6)}/{r.randint(19, 25)}",
        "ZA": lambda: f"{dg(r, 2)}{nz(r, 6)}",
        "CB": lambda: f"{lt(r, 1)}-{dg(r, 6)}",
    }[code]()


def license_no(r, code):
    return {
        "IN": lambda: r.choice([f"{r.randint(1995, 2020)}/{r.randint(1, 12):02d}/{dg(r, 4)}", f"{nz(r, 5)}"]),
        "PK": lambda: f"{nz(r, 5)}-{r.choice('PN')}",
        "SG": lambda: f"M{dg(r, 5)}{lt(r, 1)}",
        "MY": lambda: nz(r, 5),
        "PH": lambda: f"0{nz(r, 6)}",
        "NG": lambda: f"MDCN/R/{nz(r, 5)}",
        "GH": lambda: f"MDC/RN/{nz(r, 4)}",
        "KE": lambda: f"A{nz(r, 4)}",
        "ZA": lambda: f"MP {dg(r, 7)}",
        "CB": lambda: f"{nz(r, 4)}",
    }[code]()


def plate(r, code):
    return {
        "IN": lambda: f"{r.choice(['MH', 'KA', 'UP', 'TN', 'BR'])} {r.randint(1, 50):02d} {lt(r, 2)} {nz(r, 4)}",
        "PK": lambda: f"{lt(r, 3)}-{nz(r, 4)}",
        "SG": lambda: f"S{lt(r, 2)} {nz(r, 4)} {lt(r, 1)}",
        "MY": lambda: f"{lt(r, 3)} {nz(r, 4)}",
        "PH": lambda: f"{lt(r, 3)} {nz(r, 4)}",
        "NG": lambda: f"{lt(r, 3)}-{nz(r, 3)}-{lt(r, 2)}",
        "GH": lambda: f"{r.choice(['AS', 'GR', 'GT', 'ER'])} {nz(r, 4)}-{r.randint(10, 24)}",
        "KE": lambda: f"K{lt(r, 2)} {nz(r, 3)}{lt(r, 1)}",
        "ZA": lambda: f"{lt(r, 2)} {nz(r, 3)}-{dg(r, 3)}",
        "CB": lambda: f"{lt(r, 2)} {nz(r, 4)}",
    }[code]()


def device_sn(r):
    return r.choice([f"{lt(r, 3)}{nz(r, 6)}", f"SN-{nz(r, 8)}", f"{lt(r, 2)}{dg(r, 4)}-{lt(r, 1)}{dg(r, 3)}",
                     f"{nz(r, 15)}"])


def bio_id(r):
    return r.choice([f"FP-{nz(r, 5)}", f"BIO{dg(r, 7)}", f"IRS-{lt(r, 2)}{dg(r, 5)}", f"TPI/{nz(r, 6)}"])


def private_ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    if k == 1:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"


DOMAINS = ["example.com", "example.org", "example.net"]


# ---------------------------------------------------------------- hard negatives
GENERIC_DRUGS = [
    ("Paracetamol", ["500 mg", "650 mg", "1 g"], ["TDS", "QID", "SOS", "6 hourly"]),
    ("Amoxicillin", ["500 mg"], ["TDS", "8 hourly"]),
    ("Metformin", ["500 mg", "850 mg"], ["BD", "OD with meals"]),
    ("Amlodipine", ["5 mg", "10 mg"], ["OD"]),
    ("Ceftriaxone", ["1 g", "2 g"], ["IV BD", "IV OD"]),
    ("Artemether-lumefantrine", ["80/480 mg"], ["BD x 3 days"]),
    ("Isoniazid", ["300 mg"], ["OD"]),
    ("Rifampicin", ["450 mg", "600 mg"], ["OD empty stomach"]),
    ("Cotrimoxazole", ["960 mg"], ["OD"]),
    ("Oxytocin", ["10 IU"], ["IM stat"]),
    ("Misoprostol", ["600 mcg"], ["oral stat"]),
    ("Magnesium sulphate", ["4 g"], ["IV loading"]),
    ("Ferrous sulphate", ["200 mg"], ["OD"]),
    ("Folic acid", ["5 mg"], ["OD"]),
    ("Salbutamol", ["100 mcg"], ["2 puffs PRN"]),
    ("Omeprazole", ["20 mg"], ["BD before food"]),
    ("Pantoprazole", ["40 mg"], ["OD"]),
    ("Diclofenac", ["50 mg"], ["BD after food"]),
    ("Tramadol", ["50 mg"], ["TDS PRN"]),
    ("Insulin glargine", ["14 units", "20 units"], ["at bedtime"]),
    ("Enalapril", ["5 mg"], ["BD"]),
    ("Furosemide", ["40 mg"], ["IV stat", "OD"]),
    ("Metronidazole", ["400 mg", "500 mg"], ["TDS", "IV 8 hourly"]),
    ("Tenofovir/lamivudine/dolutegravir", ["300/300/50 mg"], ["OD"]),
    ("Ondansetron", ["4 mg"], ["IV SOS"]),
    ("Atorvastatin", ["20 mg"], ["HS"]),
]
BRAND_DRUGS = ["Pyrofen-500", "Ceftrax 1 g", "Dolonex-P", "Gastrocalm 40", "Febrinil", "Coughlex DM",
               "Metaglu-SR 500", "Hemofer-XT", "Calcinova", "Zentrofen", "Pantoril-D", "Malacure AL",
               "Glycofast 500", "Ferroboost", "Bronkofree", "Amloprime 5", "Neurovit-B", "Acidex gel",
               "Rehydra-Z ORS", "Clavomax 625"]
FORMS = ["Tab.", "Tab", "Cap.", "Inj.", "Syp.", "T.", "Inj"]
ICD = ["A15.0", "A09", "B20", "B54", "E11.9", "I10", "J18.9", "K35.8", "N39.0", "O80", "O14.1", "S06.0",
       "S72.0", "T14.1", "R50.9", "I21.9", "J45.9", "D50.9", "A01.0", "O72.1", "A41.9", "I63.9", "K92.2"]
EPONYMS = ["Murphy's sign negative", "Kernig's sign negative", "no Babinski response",
           "Pfannenstiel incision", "Foley catheter in situ", "Ryle's tube removed", "Homan's sign negative",
           "McBurney's point tenderness", "Bishop score 8", "Glasgow Coma Scale 15/15", "Trendelenburg test negative",
           "Kussmaul breathing absent", "Koplik spots absent", "Cushingoid facies absent", "Apgar 8 and 9",
           "Wells score 1", "Mallampati II", "Parkinson's disease ruled out", "Bell's palsy excluded"]
ROLES = ["the duty MO", "the on-call registrar", "staff nurse on duty", "the consultant", "the house officer",
         "the ward sister", "the clinical officer", "the anaesthetist", "the pharmacist", "the lab technologist",
         "the counsellor", "the midwife on duty", "the intern", "the social worker"]
PROGRAMMES = ["DOTS", "ART", "PMTCT", "NTEP", "DOTS-Plus", "EPI", "IMCI", "RNTCP", "ANC", "HBC"]
NAMEWORD_SENTENCES = [
    "Will review in OPD after 2/52.", "Family will bring reports tomorrow.", "BP rose to 160/100 mmHg overnight.",
    "Best supportive care discussed.", "Patient expresses hope of returning to work.", "Advised patience with physiotherapy.",
    "Given IV fluids 1 L NS over 2 hours.", "Given the history, TB was suspected.", "Temperature rose after the transfusion.",
    "Best response seen with regular dosing.", "We hope to step down antibiotics in 48 hours.",
    "Faith healer consulted before presentation.", "Sugar rose to 22 mmol/L after steroids.",
    "Mother described the baby as a blessing.", "Precious little urine output in first 6 hrs.",
    "Grace period for refill explained.",
    "Joy and tearfulness alternate per relative.",
    "Lucky escape: no fracture on X-ray.", "Innocent murmur noted, no further action.",
    "Patient will continue the same regimen.", "Comfort measures only at this stage.",
    "Wisdom tooth extraction history.", "Justice of the peace not required for this form.",
    "Memory intact, oriented x 3.", "Rose-coloured rash absent.",
    "Gift of blood from voluntary donor pool arranged.", "Favour NSAIDs over opioids for now.",
]
