"""Clinical (non-PHI) phrase pools: the hard negatives of the set.

Drug names and doses, lab values, scores, eponymous signs and procedures,
device model names (invented), units, durations and times are never PHI.
"""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


PMH = _w("Type 2 diabetes mellitus (dx 12 yrs)|T2DM, diet controlled|T1DM since age of diagnosis, on pump|HTN|"
         "PVD - R SFA stent|CKD stage 3b|Rheumatoid arthritis (seropositive)|Gout - recurrent 1st MTPJ|"
         "OA both knees|AF on DOAC|IHD - CABG x3|Hypothyroidism|Raynaud's phenomenon|Charcot-Marie-Tooth disease|"
         "Hypermobile Ehlers-Danlos syndrome|Psoriasis with nail involvement|COPD|Obesity (BMI 36)|Previous TIA|"
         "Parkinson's disease|Multiple sclerosis|Asthma|Hyperlipidaemia|Osteoporosis|Previous DVT|"
         "Peripheral neuropathy (B12 deficiency)|Heart failure (EF 35%)|Sjögren's syndrome|Lymphoedema both legs|"
         "Previous R hallux amputation|Retinopathy - laser tx|Depression|Dementia (mixed)|Cerebral palsy (diplegia)|"
         "Downs syndrome|Chronic venous insufficiency|Psoriatic arthritis|SLE|Renal transplant|Hep C (treated)")

MEDS = _w("Metformin 1 g BD|Gliclazide 80 mg OD|Atorvastatin 40 mg nocte|Ramipril 5 mg OD|Apixaban 5 mg BD|"
          "Warfarin (INR 2.4 last week)|Insulin glargine 24 units nocte|Amlodipine 10 mg OD|Levothyroxine 100 mcg OD|"
          "Methotrexate 15 mg weekly + folic acid|Allopurinol 300 mg OD|Co-codamol 30/500 PRN|Pregabalin 75 mg BD|"
          "Aspirin 75 mg OD|Clopidogrel 75 mg OD|Bisoprolol 2.5 mg OD|Empagliflozin 10 mg OD|Semaglutide 1 mg weekly|"
          "Prednisolone 5 mg OD|Lisinopril 20 mg daily|Losartan 50 mg|Furosemide 40 mg mane|Sitagliptin 100 mg|"
          "Rosuvastatin 10 mg|Omeprazole 20 mg|Gabapentin 300 mg TDS|Amitriptyline 10 mg nocte|"
          "Hydroxychloroquine 200 mg|Adalimumab 40 mg fortnightly|Insulin aspart sliding scale|Rivaroxaban 20 mg|"
          "Sertraline 50 mg|Tamsulosin 400 mcg|Paracetamol 1 g QDS PRN|Naproxen 500 mg BD PRN|Vitamin D 1000 IU")

ALLERGY = _w("NKDA|NKDA|Penicillin (rash)|Elastoplast / adhesive dressings|Chlorhexidine|Latex|Codeine (nausea)|"
             "Iodine|Flucloxacillin (urticaria)|Trimethoprim|Nickel|Sulfa drugs")

VASC = _w("DP and PT pulses palpable bilaterally|DP palpable R, PT not palpable L|Pedal pulses impalpable bilaterally|"
          "Doppler: triphasic DP and PT R, biphasic L|Doppler monophasic PT L, biphasic DP L|"
          "ABPI R 1.02 / L 0.94|ABPI R 0.78 / L 0.71 - moderate PAD|TBPI 0.62 R, 0.55 L|Toe pressures 68 / 54 mmHg|"
          "CRT < 3 s all digits|CRT 4 s L hallux|Buerger's test negative|Mild pitting oedema to ankles|"
          "Varicosities medial calf, haemosiderin staining|Feet warm, hair growth present|Cool L forefoot, dependent rubor")
NEURO = _w("10 g monofilament 10/10 sites R, 10/10 L|10 g monofilament 4/10 R, 3/10 L|Monofilament absent plantar forefoot bilat|"
           "Vibration (128 Hz tuning fork) present at hallux IPJ|Vibration absent at hallux, present at med malleolus|"
           "Ipswich Touch Test 6/6|Ipswich Touch Test 2/6|Neurothesiometer 32 V R / 35 V L|Ankle reflexes absent|"
           "Tinel's sign negative at tarsal tunnel|Proprioception intact|Sharp/blunt reduced to mid-foot level")
DERM = _w("HD callus sub 2nd MPJ R, enucleated|IPK sub 3rd MPJ L, debrided|Tinea pedis interdigital 4th IDS|"
          "Onychomycosis hallux nails (DLSO)|Onychauxis 1st and 2nd digits|Onychocryptosis lateral border L hallux with hypergranulation|"
          "Verruca plantaris R heel x3|Fissured heels, xerosis|Heloma molle 4th IDS R|Heloma durum dorsal 5th PIPJ|"
          "Subungual haematoma L hallux|Involuted nail medial border R hallux|Maceration 4th IDS|Anhidrosis, dry skin")
MSK = _w("FPI-6 +8 R / +9 L|FPI-6 +2 R / +3 L|Ankle DF (knee ext) 5 deg R, 8 deg L|Silfverskiöld test positive R|"
         "1st MTPJ DF 30 deg, painful end range|1st MTPJ DF 65 deg, pain-free|Jack's test positive bilat|"
         "Hubscher manoeuvre: arch reforms|RCSP 6 deg everted R|Lunge test 8 cm R / 11 cm L|"
         "Single-leg heel raise x12 R, x3 L|Coleman block test: hindfoot corrects|Windlass test positive L|"
         "Mulder's click positive 3rd IMS L|Drawer test 2nd MTPJ grade 2|Too-many-toes sign R|"
         "Squeeze test negative|Calcaneal squeeze test positive|Thompson test negative|Limb length: 6 mm short L (tape)")
DX = _w("Plantar heel pain (plantar fasciopathy)|Morton's neuroma 3rd IMS|Hallux valgus with 2nd MTPJ capsulitis|"
        "Hallux rigidus grade 3 (Coughlin and Shurnas)|Haglund's deformity|Sever's disease|Freiberg's infraction 2nd met head|"
        "Tibialis posterior tendon dysfunction stage II|Achilles tendinopathy (midportion)|Insertional Achilles tendinopathy|"
        "Charcot neuroarthropathy (Eichenholtz stage 1)|Metatarsalgia|Tailor's bunion 5th met|Plantar plate tear 2nd MTPJ|"
        "Lesser toe clawing 2-4|Köhler's disease|Sinus tarsi syndrome|Pes cavus|Flexible pes planus|Sesamoiditis|"
        "Chronic ankle instability|Ingrown toenail (onychocryptosis)|Tarsal coalition (suspected)|Baxter's nerve entrapment")
PROC = _w("Scarf and Akin osteotomy|Chevron osteotomy|Lapidus arthrodesis|1st MTPJ arthrodesis|Cheilectomy|"
          "Weil osteotomy 2nd metatarsal|Excision of Morton's neuroma (dorsal approach)|PIPJ arthrodesis 2nd toe|"
          "Zadik's procedure|Keller's arthroplasty|Moberg osteotomy|Tailor's bunionectomy (5th met chevron)|"
          "Minimally invasive bunion correction (MICA)|Gastrocnemius recession (Strayer)|Haglund resection")
FIXATION = _w("2 x 3.0 mm cannulated headless compression screws|1 x 2.5 mm headless screw|1.6 mm Kirschner wire, bent and capped|"
              "Arcturus low-profile MTPJ plate with 6 locking screws|VectraFix 3.0 headless screw x2|"
              "Nitinol staple 15 mm|2 x 2.0 mm snap-off screws|Dorsal locking plate + 1 lag screw|1.4 mm K-wire (retrograde)")
ANAES = _w("Lidocaine 2% plain 4 mL digital block|Lidocaine 1% plain 6 mL ring block|Levobupivacaine 0.5% 10 mL ankle block|"
           "Mayo block: lidocaine 1% + bupivacaine 0.5% 1:1, 12 mL|Popliteal block (anaesthetist) + GA|Mepivacaine 3% 5 mL digital block|"
           "Bupivacaine 0.25% 10 mL local infiltration")
ORTHOSIS = _w("3/4 length EVA 200 kg/m3|Polypropylene 3 mm shell, full length|Kirby medial heel skive 4 mm|"
              "Rearfoot post 4 deg varus, 2 deg motion|1st ray cut-out|Morton's extension (rigid)|Met dome 2/3/4|"
              "Heel raise 6 mm bilat|Poron 3 mm top cover|Full-length Plastazote top cover|Carbon fibre plate 1.2 mm|"
              "Blake inverted technique 15 deg|Lateral wedge 5 deg|Cluffy wedge|Deep heel cup 18 mm|Shaft bevel to 2nd-5th|"
              "Medial flange|Reverse Morton's extension|Cuboid pad|PU 45 shore A rearfoot post")
CASTING = _w("foam box impression|plaster of Paris non-weightbearing STJ neutral cast|3D optical scan (non-WB)|"
             "3D scan, semi-weightbearing|Fibreglass slipper cast|Suspension cast, prone")
GAIT_DEV = _w("PedoScan P4 pressure plate|StrideLab 8-camera optoelectronic system|TreadSense instrumented treadmill|"
              "FlexiPod in-shoe pressure insoles|high-speed video 240 fps|Kinetra 3D scanner|2 x strain-gauge force plates|"
              "pressure-sensing walkway (5.8 m)|StepSense wireless IMUs x7")
OFFLOAD = _w("removable knee-high walker|total contact cast|felt deflective padding 7 mm|post-op shoe (rigid sole)|"
             "forefoot offloading shoe|heel offloading boot|healing sandal|extra-depth shoe with custom insole")
WOUND = _w("Ulcer sub 1st MPJ 8 x 6 mm, depth 2 mm, granulating base, no probe to bone|"
           "Ulcer apex 3rd toe 4 x 4 mm, sloughy, probe to bone negative|Heel pressure ulcer 15 x 12 mm, necrotic cap|"
           "Healed ulcer site sub 5th MPJ, new skin intact|Fissure medial heel 10 mm, non-infected|"
           "Ulcer dorsal 2nd PIPJ 5 x 3 mm, superficial, IWGDF infection grade 1")
SCORES = _w("MOXFQ 48/64|VAS 7/10|NRS 6/10|EQ-5D-5L index 0.71|FFI 52%|SINBAD 3|UT grade 1A|IWGDF risk 3|"
            "ASA II|ASA III|BMI 31.4|BMI 24.2|Wagner grade 2|Beighton 6/9|FAAM ADL 71%|PEDIS P2 E1 D1 I1 S1|"
            "MOXFQ 22/64 (improved)|Rockwood frailty 5|PHQ-9 4")
LABS = _w("HbA1c 71 mmol/mol (8.6%)|HbA1c 52 mmol/mol|eGFR 48 mL/min/1.73m2|CRP 12 mg/L|WCC 9.2 x10^9/L|"
          "ESR 34 mm/hr|Urate 0.52 mmol/L|Hb 118 g/L|Platelets 254|INR 2.6|Glucose 11.4 mmol/L (capillary)|"
          "Albumin 34 g/L|Vit B12 148 ng/L (low)|TSH 2.1|Creatinine 134 umol/L|HbA1c 9.1%|Fasting glucose 142 mg/dL")
NAIL_DX = _w("Onychocryptosis L hallux lateral border|Onychocryptosis R hallux medial and lateral borders|"
             "Involuted nail R hallux (pincer)|Recurrent paronychia L hallux|Onychogryphosis R hallux|"
             "Onychocryptosis L hallux medial border, stage 2 (Heifetz)|Onycholysis with chronic pain R hallux")
NAIL_PROC = _w("PNA lateral border L hallux + phenol|PNA medial border R hallux + phenol|Bilateral PNA R hallux + phenol|"
               "TNA R hallux + phenol (matrixectomy)|PNA lateral border L hallux, no chemical (regrowth wanted)|"
               "TNA L hallux without phenolisation|PNA medial border L hallux + NaOH 10%")
TIMES = ["08:15", "08:40", "09:00", "09:20", "09:45", "10:10", "10:30", "11:05", "11:40", "12:15", "13:30",
         "13:50", "14:20", "14:45", "15:10", "15:35", "16:00", "16:25", "16:50", "17:15"]
PHOTO_VIEWS = _w("dorsal bilateral|plantar bilateral|medial R|lateral R|medial L|lateral L|posterior standing|"
                 "anterior standing|close-up hallux L|close-up hallux R|ulcer with scale ruler|dorsal R forefoot|"
                 "plantar L forefoot|AP weightbearing (photo of clinical X-ray not taken)")
SHOES = _w("extra-depth lace-up shoe|Velcro strap extra-depth shoe|bespoke bootee|stock orthopaedic boot|"
           "wide-fit trainer|post-op sandal|diabetic slipper|bespoke Derby shoe with rocker sole|"
           "stock extra-depth boot with ankle support|soft-upper Velcro shoe (bunion-friendly)")
SHOE_MODELS = _w("Comfortstep 402|Rockwell DX-9|Meadowlite Flex|CloudTread 7|Plinth Walker II|AeroDepth 3|"
                 "Harbour Classic|TerraWide 5E|SoftForm Ulna|Kestrel Trek Mid")


def some(rng, pool, lo, hi):
    k = rng.randint(lo, hi)
    return rng.sample(pool, min(k, len(pool)))


def _case(dx, complaint, hx, plans, proc, icd):
    return {"dx": dx, "complaint": complaint, "hx": hx, "plans": plans, "proc": proc, "icd": icd}


CASES = [
    _case("Plantar heel pain (plantar fasciopathy)", "plantar heel pain",
          "Pain worse first steps in the morning and after rest.",
          ["Calf stretching programme 3x daily", "Prefab orthoses issued, review fit", "Night splint dispensed",
           "Low-Dye taping applied, leaflet given", "Steroid injection discussed, pt to consider"],
          "Gastrocnemius recession (Strayer)", "M72.2 Plantar fascial fibromatosis"),
    _case("Hallux valgus with 2nd MTPJ capsulitis", "a painful bunion",
          "Bunion rubbing in work shoes, aching at end of day, 2nd toe sore under ball of foot.",
          ["Wide toe-box footwear advice", "Bunion shield and toe spacer", "Refer to podiatric surgery for opinion"],
          "Scarf and Akin osteotomy", "M20.11 Hallux valgus, right foot"),
    _case("Hallux rigidus grade 3 (Coughlin and Shurnas)", "a stiff painful big toe joint",
          "Pain and stiffness 1st MTPJ on push-off, dorsal bump rubs in shoes.",
          ["Carbon fibre insert + rocker-sole footwear", "Steroid injection 1st MTPJ under US", "Refer podiatric surgery"],
          "1st MTPJ arthrodesis", "M20.22 Hallux rigidus, left foot"),
    _case("Morton's neuroma 3rd IMS", "burning forefoot pain",
          "Describes burning/shooting pain into 3rd/4th toes, worse in narrow shoes, relieved by removing shoe.",
          ["Met dome + wider footwear", "US-guided steroid injection requested", "Refer podiatric surgery"],
          "Excision of Morton's neuroma (dorsal approach)", "G57.61 Lesion of plantar nerve, right"),
    _case("Ingrown toenail (onychocryptosis)", "a recurrently infected toenail",
          "Third episode of infection this year; two courses of flucloxacillin from GP.",
          ["Nail surgery booked (PNA + phenol)", "Conservative nail care + packing", "Saline soaks and review 2/52"],
          "PNA lateral border L hallux + phenol", "L60.0 Ingrowing nail"),
    _case("Achilles tendinopathy (midportion)", "Achilles pain",
          "Morning stiffness posterior heel, pain on running > 5 km; thickened tendon 4 cm above insertion.",
          ["Eccentric/heavy slow resistance loading programme", "Heel raise 6 mm bilat", "Load management advice"],
          None, "M76.62 Achilles tendinitis, left leg"),
    _case("Plantar plate tear 2nd MTPJ", "pain under the ball of the foot",
          "Pain sub 2nd MTPJ, feels like walking on a stone; 2nd toe drifting medially.",
          ["Plantar plate taping", "Met dome + stiff-soled shoe", "Refer podiatric surgery"],
          "Weil osteotomy 2nd metatarsal + plantar plate repair", "M79.672 Pain in left foot"),
    _case("Diabetic neuropathy with plantar callus", "callus and foot check",
          "Recurrent callus sub 1st and 2nd MPJ, no pain due to neuropathy; previous ulcer same site.",
          ["Callus debrided, emollient (urea 10%) advised", "Refer for custom insoles", "Education: daily foot checks"],
          None, "E11.42 Type 2 DM with diabetic polyneuropathy"),
    _case("Tibialis posterior tendon dysfunction stage II", "ankle and arch pain",
          "Medial ankle pain and swelling, arch flattening noticed over 12 months, unable to single heel raise.",
          ["Custom orthoses with medial heel skive", "Ankle brace for walking", "TP strengthening programme"],
          None, "M21.41 Flat foot, right"),
    _case("Haglund's deformity", "a painful lump on the back of the heel",
          "Posterior heel bump rubs on heel counter, pain on shoe wear, worse uphill.",
          ["Open-backed shoes, heel raise", "Silicone heel sleeve", "Refer podiatric surgery"],
          "Haglund resection", "M77.31 Calcaneal spur, right foot"),
    _case("Tailor's bunion 5th met", "a painful lump on the little toe side",
          "Lateral 5th met head prominence, blistering in safety boots.",
          ["Wider footwear, stretch over 5th MTPJ", "Padding and gel sleeve", "Refer podiatric surgery"],
          "Tailor's bunionectomy (5th met chevron)", "M21.6 Other acquired deformities of foot"),
]

OP_CASES = {
    "Scarf and Akin osteotomy": (
        "Large medial eminence, bursal thickening, lateral sesamoid subluxed; cartilage erosion medial 1st met head.",
        "Patient supine, limb exsanguinated. Dorsomedial incision over 1st MTPJ, inverted-L capsulotomy. Medial eminence "
        "resected. Z-osteotomy with oscillating saw, head translated laterally 5 mm and fixed. Akin osteotomy proximal "
        "phalanx, fixed. Capsule repaired 2/0 Vicryl, subcut 3/0 Monocryl, skin 4/0 subcuticular.",
        ["2 x 3.0 mm cannulated headless compression screws + Nitinol staple 15 mm", "VectraFix 3.0 headless screw x2 + 1 x 2.5 mm headless screw"], None),
    "1st MTPJ arthrodesis": (
        "Grade 3 changes 1st MTPJ, dorsal osteophyte 6 mm, central cartilage loss.",
        "Dorsal linear incision. EHL retracted laterally. Joint prepared with cup-and-cone reamers, positioned 10-15 deg DF, "
        "neutral rotation, checked with flat plate. Fixed as below. Layered closure.",
        ["Arcturus low-profile MTPJ plate with 6 locking screws", "Dorsal locking plate + 1 lag screw"], None),
    "Excision of Morton's neuroma (dorsal approach)": (
        "Thickened common digital nerve 3rd IMS with neuroma 14 x 6 mm.",
        "Dorsal incision 3rd IMS, deep transverse intermetatarsal ligament released, nerve identified and traced proximally, "
        "transected 3 cm proximal to ligament and buried in intrinsic muscle. Closure 4/0 nylon interrupted.",
        None, "neuroma"),
    "Weil osteotomy 2nd metatarsal + plantar plate repair": (
        "2nd MTPJ subluxed dorsally, plantar plate torn distally (grade 2).",
        "Longitudinal dorsal incision, extensor tendon lengthened Z-fashion, Weil osteotomy 2nd met, shortened 3 mm, fixed. "
        "Plantar plate repaired with mini-driver. Closure in layers.",
        ["2 x 2.0 mm snap-off screws", "1 x 2.0 mm snap-off screw + 1.4 mm K-wire (retrograde)"], None),
    "Haglund resection": (
        "Prominent posterosuperior calcaneal process with retrocalcaneal bursitis; tendon insertion intact.",
        "Prone. Lateral paratendinous incision, retrocalcaneal bursa excised, posterosuperior prominence resected with osteotome, "
        "edges rasped, checked on C-arm. Closure 3/0 Monocryl subcut, 4/0 nylon skin.",
        None, "bursa"),
    "Tailor's bunionectomy (5th met chevron)": (
        "Lateral prominence 5th met head with adventitious bursa.",
        "Lateral incision, capsulotomy, lateral eminence resected, distal chevron osteotomy, head translated medially 3 mm, fixed.",
        ["1 x 2.5 mm headless screw", "1.6 mm Kirschner wire, bent and capped"], "bursa"),
    "Gastrocnemius recession (Strayer)": (
        "Silfverskiöld positive pre-op; ankle DF improved from -2 to 12 deg with knee extended.",
        "Prone. Posteromedial incision mid-calf, sural nerve protected, gastrocnemius aponeurosis released transversely. "
        "Closure 3/0 Monocryl, skin glue.",
        None, None),
    "Cheilectomy + Moberg osteotomy": (
        "Dorsal osteophyte 6 mm, cartilage preserved plantarly (grade 2).",
        "Dorsal incision, dorsal third of met head resected with saw, osteophytes removed from phalangeal base, dorsal "
        "closing wedge osteotomy proximal phalanx, fixed.",
        ["1 x 2.5 mm headless screw", "Nitinol staple 15 mm"], None),
}
