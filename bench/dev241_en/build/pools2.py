"""Organisations, care sites, occupations and clinical (non-PHI) material, invented by author 241."""
from pools import _s

HOSP_SUFFIX_US = ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital",
                  "Orthopedic Associates", "Spine & Sports Medicine", "Occupational Medicine Clinic",
                  "Urgent Care", "Pain Management Center", "Physical Therapy", "Family Practice",
                  "Neurology Group", "Behavioral Health", "Rehabilitation Hospital", "Imaging Center",
                  "Pharmacy", "Health System", "Surgical Center"]
HOSP_SUFFIX_UK = ["General Hospital", "Royal Infirmary", "District General Hospital", "Community Hospital",
                  "Surgery", "Medical Practice", "Health Centre", "Physiotherapy Clinic",
                  "Orthopaedic Centre", "Pain Clinic", "Minor Injuries Unit", "Rehabilitation Centre",
                  "Pharmacy", "Treatment Centre", "Spinal Unit", "Hand Clinic"]
HOSP_SUFFIX_CA = ["General Hospital", "Health Sciences Centre", "Regional Health Centre", "Memorial Hospital",
                  "Medical Clinic", "Walk-in Clinic", "Physiotherapy", "Rehabilitation Centre",
                  "Family Health Team", "Pain Clinic", "Occupational Health Clinic", "Pharmacy",
                  "Community Health Centre", "Sports Medicine Clinic", "Hospital"]
SAINTS = _s("St._Brendan's St._Aidan's St._Columba's St._Agnes St._Hilda's St._Benedict's "
            "St._Crispin's St._Winifred's Sacred_Heart Holy_Cross Good_Samaritan Mercy")

WARDS = _s("Kestrel_Ward Ash_Ward Heron_Ward Bluebell_Ward Osprey_Unit Larch_Ward Cedar_Unit "
           "Maple_Ward Ward_7B Beech_Ward Curlew_Ward Willow_Unit Rowan_Ward Ward_12")

ORG_SUFFIX = ["Logistics", "Freight", "Foods", "Manufacturing", "Construction", "Building Supplies",
              "Plastics", "Steel", "Distribution", "Haulage", "Packaging", "Facilities Services",
              "Care Homes", "Home Care", "Cleaning Services", "Engineering", "Roofing", "Motors",
              "Poultry", "Dairies", "Timber", "Glass", "Printing", "Textiles", "Warehousing",
              "Security", "Catering", "Transit", "Electrical", "Landscaping", "Paving", "Bakeries",
              "Retail Group", "Fabrication", "Recycling", "Scaffolding"]
ORG_FORM = {"US": ["Inc.", "LLC", "Corp.", "Co.", "Inc", ""], "UK": ["Ltd", "Ltd.", "plc", "Limited", ""],
            "CA": ["Inc.", "Ltd.", "Corp.", "Limited", ""]}
ORG_INITIAL = ["Hollis", "Brightwater", "Northmark", "Kestrel", "Tri-County", "Granite", "Bluewater",
               "Summit", "Keystone", "Redline", "Greyfield", "Pioneer", "Copperline", "Ironside",
               "Harbourside", "Westline", "Orion", "Sterling", "Evergreen", "Lodestar", "Anvil",
               "Maplecrest", "Caledon", "Beacon", "Thistle", "Union", "Crownpoint", "Fieldhouse"]

INSURER_A = ["Granite Shield", "Meridian", "Northgate", "Sentinel", "Bulwark", "Harborline", "Keel",
             "Lantern", "Pillarstone", "Provident Oak", "Stalwart", "Trueline", "Vantage Cross",
             "Wayfarer", "Ashlar", "Cornerstone Guild", "Ridgeback", "Steadfast", "Clearwater Mutual",
             "Oakmere", "Haven Crest", "Bastion"]
INSURER_B = ["Insurance", "Mutual Assurance", "Casualty Company", "Life & Disability", "Indemnity",
             "Group Benefits", "Insurance Company", "Claims Services", "Risk Management",
             "Assurance plc", "Underwriters", "Benefit Services"]

LAW_FORM = ["LLP", "& Co", "Solicitors", "LLP", "P.C.", "Law Group", "Barristers & Solicitors",
            "Legal", "& Partners", "Law Offices"]

IME_VENDOR = ["IndeMed Assessments", "ClearView Medical Evaluations", "Apex Independent Reviews",
              "MedLex Reporting", "Panorama IME Services", "Fulcrum Medico-Legal", "Equinox Assessments",
              "Arbiter Medical Reports", "Keystone Expert Reporting", "Tandem Medical Review",
              "Northstar Evaluations", "Verity Health Assessments", "Lumen Expert Witness Services",
              "Quorum Medical Panels"]

SCHOOLS = ["Riverside Community College", "Hollowbrook Academy", "Fernleigh High School",
           "St. Aidan's Primary School", "Westbrook Technical College", "Claremount Secondary School",
           "Northbrook Adult Learning Centre", "Daleview Middle School"]
CHURCHES = ["Grace Fellowship Church", "St. Columba's Parish", "Bethel Tabernacle", "Hope Baptist Church",
            "Mount Zion Assembly", "Our Lady of the Valley Church", "Al-Noor Islamic Centre",
            "Shree Ram Mandir", "Beth Shalom Synagogue"]

# occupations (patient or relative)
PROFESSIONS = _s("""
warehouse_operative forklift_driver HGV_driver delivery_driver bus_driver long-haul_trucker
carpenter electrician plumber bricklayer roofer scaffolder welder pipefitter machinist
sheet_metal_worker steelworker ironworker labourer general_laborer concrete_finisher
heavy_equipment_operator crane_operator miner oil_rig_roughneck lineman meat_packer
poultry_processor baker chef line_cook kitchen_porter server bartender cashier
retail_assistant stock_clerk shelf-stacker care_assistant home_health_aide personal_support_worker
nursing_assistant registered_nurse paramedic firefighter police_officer corrections_officer
security_guard school_teacher teaching_assistant childminder nanny hairdresser beautician
office_administrator receptionist payroll_clerk bookkeeper accountant call_centre_agent
software_developer graphic_designer architect civil_engineer surveyor lab_technician
dental_nurse pharmacy_technician postal_worker courier refuse_collector street_cleaner
groundskeeper landscaper farmhand dairy_farmer fisherman cleaner housekeeper janitor
custodian caretaker hotel_porter packer assembly_line_worker quality_inspector
machine_operator textile_worker seamstress upholsterer painter_and_decorator plasterer
glazier tiler mechanic auto_body_technician tyre_fitter railway_track_worker train_conductor
airline_baggage_handler flight_attendant dock_worker longshoreman parcel_sorter
sales_representative estate_agent bank_teller social_worker youth_worker librarian
""")

RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister", "brother",
             "fiancee", "aunt", "neighbour", "friend", "stepfather", "grandmother", "son-in-law"]

# government / public bodies: NOT PHI under the guideline
AGENCIES = {
    "US": ["SSA", "the Social Security Administration", "OWCP", "the state workers' compensation board",
           "OSHA", "the Department of Labor", "CMS", "the EEOC", "Medicare", "the VA"],
    "UK": ["the DWP", "DWP", "HMRC", "the Health and Safety Executive", "HSE", "the NHS", "DVLA",
           "the Tribunal", "Jobcentre Plus", "the Department for Work and Pensions"],
    "CA": ["WSIB", "the WCB", "Service Canada", "CPP-D", "the Board", "WCAT", "EI", "the Tribunal"],
}

# ----------------------- clinical material (non-PHI) ------------------------
INJURY_MECH = [
    "lifting a {kg} kg carton from floor level",
    "slipping on a wet floor in the {area}",
    "falling approximately {ft} feet from a stepladder",
    "a rear-end collision while stationary at traffic lights",
    "being struck by a reversing forklift",
    "repetitive overhead work over several shifts",
    "a trip over a pallet strap",
    "catching a falling load from a racking shelf",
    "a twisting injury stepping down from a cab",
    "pulling a loaded roll cage up a ramp",
    "a side-impact collision at an intersection",
    "transferring a patient from bed to chair",
    "a fall on black ice in the car park",
    "repetitive keyboarding and mouse use",
    "an assault by a member of the public",
    "a crush injury between a trolley and a wall",
]
AREAS = ["loading bay", "chiller", "kitchen", "stockroom", "yard", "canteen", "production line",
         "staff corridor", "dispatch area"]

BODY_DX = [
    ("lumbar", "mechanical low back pain with left L5 radicular features", "M54.16"),
    ("lumbar", "L4-L5 disc protrusion with right-sided sciatica", "M51.16"),
    ("cervical", "whiplash associated disorder grade II", "S13.4XXA"),
    ("cervical", "C5-C6 spondylosis with intermittent radiculopathy", "M47.22"),
    ("shoulder", "right rotator cuff tendinopathy with partial-thickness supraspinatus tear", "M75.111"),
    ("shoulder", "left adhesive capsulitis", "M75.02"),
    ("knee", "right medial meniscal tear, status post arthroscopic partial meniscectomy", "S83.241A"),
    ("knee", "patellofemoral pain syndrome", "M22.2X1"),
    ("wrist", "left carpal tunnel syndrome, moderate on nerve conduction studies", "G56.02"),
    ("wrist", "de Quervain's tenosynovitis of the right wrist", "M65.4"),
    ("wrist", "healed Colles' fracture of the left distal radius", "S52.532A"),
    ("ankle", "lateral ankle sprain with residual instability", "S93.401A"),
    ("elbow", "lateral epicondylitis of the dominant elbow", "M77.11"),
    ("head", "mild traumatic brain injury with post-concussion syndrome", "F07.81"),
    ("psych", "post-traumatic stress disorder", "F43.10"),
    ("psych", "adjustment disorder with mixed anxiety and depressed mood", "F43.23"),
    ("hand", "crush injury to the right index and middle fingers", "S67.190A"),
    ("hip", "left greater trochanteric pain syndrome", "M70.62"),
    ("thoracic", "T12 wedge compression fracture, healed", "S22.080A"),
    ("foot", "plantar fasciitis, bilateral", "M72.2"),
]

MEDS = [
    "naproxen 500 mg BID", "ibuprofen 400 mg TDS prn", "paracetamol 1 g QDS", "acetaminophen 650 mg q6h PRN",
    "gabapentin 300 mg TID", "pregabalin 75 mg bd", "amitriptyline 10 mg nocte", "duloxetine 60 mg daily",
    "tramadol 50 mg q6h PRN", "co-codamol 30/500 two tablets QDS", "cyclobenzaprine 10 mg qhs",
    "tizanidine 4 mg at bedtime", "meloxicam 15 mg daily", "oxycodone 5 mg q4-6h PRN (tapering)",
    "sertraline 100 mg daily", "zopiclone 7.5 mg nocte PRN", "topical diclofenac 1% gel QID",
    "omeprazole 20 mg od", "celecoxib 200 mg daily", "buprenorphine 10 mcg/h transdermal patch weekly",
    "lidocaine 5% patch 12 h on / 12 h off", "methocarbamol 750 mg TID", "venlafaxine XR 150 mg",
    "baclofen 10 mg TID", "mirtazapine 15 mg nocte", "hydrocodone/APAP 5/325 mg q6h prn",
]

QUESTIONNAIRES = [
    ("Oswestry Disability Index", "{n}%", 14, 68), ("Neck Disability Index", "{n}/50", 8, 38),
    ("QuickDASH", "{n}", 18, 72), ("PHQ-9", "{n}/27", 3, 22), ("GAD-7", "{n}/21", 2, 19),
    ("Pain Catastrophizing Scale", "{n}/52", 9, 44), ("Tampa Scale of Kinesiophobia", "{n}", 24, 55),
    ("Roland-Morris", "{n}/24", 4, 20), ("LEFS", "{n}/80", 22, 70), ("PCL-5", "{n}/80", 12, 58),
    ("Epworth Sleepiness Scale", "{n}/24", 3, 16), ("Pain Disability Index", "{n}/70", 12, 55),
]

SPECIAL_TESTS = [
    "Spurling's test", "Phalen's test", "Tinel's sign at the carpal tunnel", "Finkelstein's test",
    "Hawkins-Kennedy test", "Neer's impingement sign", "empty can (Jobe) test", "McMurray's test",
    "Lachman test", "anterior drawer", "straight leg raise", "slump test", "FABER (Patrick's) test",
    "Hoffmann's sign", "Babinski response", "Romberg", "Speed's test", "O'Brien's test",
    "Thomas test", "Trendelenburg sign", "Apley's grind", "Durkan's compression test",
]

EXAM_PHRASES = [
    "Lumbar flexion to mid-shin, extension 10 degrees with end-range pain.",
    "Cervical rotation R 60 / L 45 degrees; lateral flexion 30 degrees bilaterally.",
    "Shoulder abduction 120 degrees active, 150 passive; painful arc 80-120.",
    "Power 5/5 throughout bilateral lower limbs except EHL 4+/5 on the left.",
    "Reflexes 2+ and symmetrical; plantars downgoing.",
    "Sensation reduced to light touch over the L5 dermatome.",
    "No muscle wasting. Calf circumference 36 cm R / 35.5 cm L.",
    "Grip strength (Jamar, position 2): R 34/32/33 kg, L 22/24/21 kg.",
    "Gait antalgic, tandem walk normal, able to heel- and toe-walk.",
    "Knee ROM 0-125 degrees; mild effusion; no ligamentous laxity.",
    "Waddell non-organic signs 2/5 (overreaction, superficial tenderness).",
    "Two-point discrimination 5 mm at the radial digital nerve of the index finger.",
    "SLR 45 degrees R reproducing leg pain, 80 degrees L.",
    "Tenderness over the paraspinal muscles L3-S1; no step deformity.",
    "Wrist extension 55 degrees, flexion 50 degrees (contralateral 70/75).",
    "Mini-Mental State Examination 29/30; MoCA 26/30.",
    "Tenderness over the lateral epicondyle; resisted wrist extension reproduces pain.",
    "Tendernes over the medial joint line; McMurray's equivocal.",
    "Shoulder ROM: flex 150, abd 110, ER 45, IR to L3.",
    "Neck: paraspinal spasm, trapezius trigger points bilaterally, ROM ~70% of normal.",
    "Affect constricted, speech normal rate, no formal thought disorder.",
]

VITALS = [
    "BP {sbp}/{dbp} mmHg, HR {hr} bpm, SpO2 {sat}% RA",
    "Ht {ht} cm  Wt {wt} kg  BMI {bmi}",
    "BP {sbp}/{dbp}, P {hr}, RR 16, T 36.{t} C",
    "Resting HR {hr}; post-test HR {hr2} (age-predicted max not exceeded)",
]

INVESTIGATIONS = [
    "MRI lumbar spine: broad-based L4-5 disc bulge abutting the traversing L5 root; no cord compression.",
    "X-ray right wrist: united distal radius fracture, 5 degrees dorsal tilt.",
    "NCS/EMG: prolonged median distal motor latency 5.2 ms; no denervation.",
    "MRI right shoulder: partial-thickness articular-side supraspinatus tear, AC joint OA.",
    "CT head: no acute intracranial abnormality.",
    "Ultrasound left shoulder: subacromial bursitis, dynamic impingement.",
    "Bloods: Hb 13.8 g/dL, WCC 6.2, CRP <5, HbA1c 41 mmol/mol, TSH 1.9.",
    "MRI cervical spine: C5/6 disc osteophyte complex with mild foraminal narrowing.",
    "Urine drug screen: positive for prescribed opioid only.",
    "X-ray lumbar spine: mild L5/S1 disc space narrowing; no spondylolisthesis.",
    "Neuropsychological testing: effort measures (TOMM) within normal limits.",
    "DEXA: T-score -1.2 at the femoral neck.",
]

RESTRICTIONS = [
    "No lifting over {lb} lb ({kg} kg)", "No repetitive bending or twisting", "No ladders or unprotected heights",
    "Sit/stand alternation every 30 minutes", "No overhead work with the {side} arm",
    "Limit keyboarding to 20 minutes per hour", "No driving of company vehicles", "No work on night shifts",
    "Modified hours: 4 hours/day, 3 days/week", "No pushing/pulling over {kg} kg force",
    "No commercial driving pending review", "Avoid prolonged standing more than 1 hour",
    "No use of vibrating tools", "Light duties only", "May wear splint at work",
]

PDC = ["sedentary", "light", "light-medium", "medium", "medium-heavy", "heavy", "very heavy"]

NEG_PHRASES = [
    "Alert and oriented x3.", "No red flags (saddle anaesthesia, sphincter disturbance) reported.",
    "Smoking: 10 pack-years, quit 2/52 ago.", "Alcohol 14 units/week.", "Pain 6/10 at rest, 8/10 with activity.",
    "Sleep 4-5 h/night, waking 3x.", "Drives an automatic; limits trips to 30 min.",
    "Completed 12 sessions of physiotherapy and 6 of hydrotherapy.", "Uses a TENS unit PRN.",
    "Follow-up in 6/52.", "Review in 3/12.", "Estimated MMI in 8-12 weeks.", "Walks the dog 20 min BID.",
    "Takes 2 x 30/500 co-codamol on bad days.", "Independent with ADLs; needs help with shopping.",
    "Medication reconciled; no known drug allergies (NKDA).", "Morning stiffness 45 min.",
    "Pt c/o intermitent numbness R hand.", "Denies bowel/bladder sx.", "Uses a walking stick outdoors, 1 flight of stairs with rail.",
    "Caffeine 4 cups/day.", "Driving: limited to 20-30 min, avoids motorways.", "Hobbies reduced: no longer fishing or gardening.",
]
