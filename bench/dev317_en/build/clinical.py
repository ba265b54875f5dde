"""Clinical vocabulary for vascular access notes.  Everything here is NOT PHI:
it provides the hard negatives (drugs, doses, devices, lab values, scores,
eponyms, durations, times)."""

# (device class, description, typical veins)
DEVICES = [
    ("PICC", "4Fr single-lumen power-injectable PICC", "basilic"),
    ("PICC", "5Fr dual-lumen power-injectable PICC", "basilic"),
    ("PICC", "4Fr single-lumen valved PICC", "brachial"),
    ("PICC", "5Fr double-lumen PICC", "basilic"),
    ("PICC", "6Fr triple-lumen PICC", "basilic"),
    ("PICC", "3Fr single-lumen PICC", "brachial"),
    ("midline", "4Fr single-lumen midline, 20 cm", "basilic"),
    ("midline", "18G 10 cm extended dwell peripheral catheter", "cephalic"),
    ("midline", "3Fr midline 15 cm", "brachial"),
]
MODELS = ["Veloxa", "Arteon", "Corvina", "Tessel", "Lumira", "Pallas", "Orvane", "Kestra"]
PORT_MODELS = ["Halcyon low-profile titanium port 8Fr", "Axion MRI-conditional port 6Fr",
               "Lumira power-injectable port 8Fr", "Orvane plastic port 6.6Fr",
               "Tessel dual-chamber port 9.5Fr"]
TUNNELLED = ["9.6Fr dual-lumen Hickman line", "7Fr single-lumen Hickman", "Groshong 7Fr",
             "10Fr Permcath-style tunnelled dialysis catheter", "4.2Fr Broviac"]
VEINS = ["basilic", "brachial", "cephalic", "basilic", "basilic"]
ZIM = ["green zone", "green zone (ideal)", "yellow zone", "green zone, upper third"]
SECUREMENT = ["subcutaneous engineered securement device (SASS)", "adhesive securement device",
              "StatLock-type adhesive anchor", "SASS + tissue adhesive at insertion site",
              "cyanoacrylate glue to site and adhesive securement"]
DRESSINGS = ["CHG-impregnated transparent dressing", "Tegaderm CHG",
             "CHG gel pad dressing", "transparent semipermeable dressing + CHG disc",
             "IV3000 + BioPatch"]
TIP_METHODS = ["ECG tip confirmation (max P wave, then P wave deflection)",
               "intracavitary ECG - peak P wave achieved", "magnetic tracking + ECG tip location",
               "CXR confirmation required", "fluoroscopy"]

# (indication, therapy, duration)
INDICATIONS = [
    ("MSSA osteomyelitis L calcaneus", "IV flucloxacillin 12 g/24 h via elastomeric", "6 weeks"),
    ("Streptococcus gallolyticus infective endocarditis (Duke criteria met)",
     "IV benzylpenicillin 2.4 g 4-hourly", "4 weeks"),
    ("L3/4 vertebral discitis", "IV ceftriaxone 2 g OD", "6/52"),
    ("cystic fibrosis exacerbation, Pseudomonas", "IV tobramycin + ceftazidime", "14 days"),
    ("short bowel syndrome", "parenteral nutrition, cycled 12 h", "long term"),
    ("acute myeloid leukaemia, induction", "chemotherapy (7+3)", "approx 6 months"),
    ("metastatic colorectal cancer", "FOLFOX 14-day cycles", "12 cycles"),
    ("bronchiectasis with Pseudomonas aeruginosa", "IV meropenem 1 g TDS", "14 days"),
    ("diabetic foot osteomyelitis R 1st MTPJ", "IV ertapenem 1 g OD", "6 weeks"),
    ("prosthetic joint infection R TKR", "IV vancomycin, target trough 15-20 mg/L", "6 weeks"),
    ("hyperemesis gravidarum at 14+2 weeks", "IV fluids and antiemetics", "1-2 weeks"),
    ("Lyme neuroborreliosis", "IV ceftriaxone 2 g OD", "21 days"),
    ("Crohn's disease with intra-abdominal collection", "PN + piperacillin-tazobactam",
     "3-4 weeks"),
    ("Hodgkin lymphoma", "ABVD chemotherapy", "6 cycles"),
    ("cerebral abscess", "IV ceftriaxone + metronidazole", "6-8 weeks"),
    ("spinal tuberculosis (Pott's disease)", "IV amikacin as part of TB regimen", "8 weeks"),
    ("septic arthritis L knee", "IV cefazolin 2 g TDS", "4 weeks"),
    ("MRSA bacteraemia", "IV vancomycin / daptomycin", "4-6 weeks"),
    ("breast cancer, adjuvant", "docetaxel + trastuzumab", "12 months"),
    ("sickle cell disease", "exchange transfusion programme", "ongoing"),
    ("iron deficiency anaemia, poor oral tolerance", "IV iron infusions", "3 doses"),
    ("Klebsiella liver abscess", "IV ceftriaxone, then oral step-down", "4 weeks"),
    ("necrotising otitis externa", "IV piperacillin-tazobactam", "6 weeks"),
    ("heart failure awaiting transplant", "IV milrinone infusion", "ongoing"),
]
ORGANISMS = ["Staphylococcus aureus (MSSA)", "MRSA", "Staphylococcus epidermidis",
             "coagulase-negative staphylococci", "Enterococcus faecalis", "Escherichia coli",
             "Klebsiella pneumoniae", "Pseudomonas aeruginosa", "Candida albicans",
             "Candida parapsilosis", "Serratia marcescens", "Bacillus cereus",
             "Stenotrophomonas maltophilia", "Micrococcus luteus"]
ABX = ["flucloxacillin 2 g IV q6h", "vancomycin IV (AUC-guided)", "cefazolin 2 g IV q8h",
       "daptomycin 8 mg/kg IV OD", "meropenem 1 g IV q8h", "piperacillin-tazobactam 4.5 g IV q6h",
       "caspofungin 50 mg IV OD", "fluconazole 800 mg load then 400 mg OD",
       "ceftriaxone 2 g IV OD", "gentamicin 5 mg/kg IV (level-guided)"]
FAULTS = [
    ("portable ultrasound", "linear probe image dropout, intermittent black bands across screen"),
    ("portable ultrasound", "unit freezes on boot at 'initialising transducer', error E-114"),
    ("portable ultrasound", "battery not holding charge (<20 min), swollen battery casing"),
    ("ECG tip confirmation system", "no P wave trace through sterile sensor cable, lead fault"),
    ("ECG tip confirmation system", "magnetic tracking drops signal intermittently"),
    ("volumetric infusion pump", "upstream occlusion alarm with no occlusion present"),
    ("volumetric infusion pump", "door latch broken, free-flow risk"),
    ("ambulatory infusion pump", "reservoir not recognised, error 'cassette missing'"),
    ("syringe driver", "plunger clamp not detecting syringe, alarm silenced by user"),
    ("vein finder (near-infrared)", "projection misaligned by approx 5 mm"),
    ("procedure trolley lamp", "LED head flickering and hot to touch"),
    ("automated dispensing cabinet", "fingerprint reader rejecting enrolled users"),
]
SOFTWARE = ["v3.2.1", "v4.0.7", "SW 2.15", "firmware 1.8.4", "v5.1 build 2217", "rel 7.3"]
COMPETENCIES = [
    "Hand hygiene (WHO 5 moments)", "Aseptic non-touch technique (ANTT)",
    "Preparing the work surface", "Scrub the hub - 15 s CHG/alcohol, allow to dry",
    "Flush 10 mL 0.9% sodium chloride, push-pause technique", "Checking for blood return",
    "Connecting / disconnecting elastomeric device", "Storing infusers in fridge 2-8 C",
    "Needle-free connector change (weekly)", "Dressing inspection: lift, wet, soiled = call",
    "Recognising infection: fever >38 C, rigors after flush, redness, pus",
    "Recognising thrombosis: arm swelling, pain, distended veins",
    "Line damage: clamp above break, cover, call", "Sharps disposal",
    "Showering with protective sleeve", "What to do if line moves / external length changes",
    "Recording in line passport", "Pump alarms: occlusion, air-in-line, low battery",
]
FINDINGS_OK = [
    "Tip projects over the cavoatrial junction.",
    "Tip projects over the lower SVC, approx 2 vertebral body units below the carina.",
    "Catheter tip at the level of the right tracheobronchial angle plus 3 cm, consistent with lower SVC.",
    "Tip overlies the junction of the SVC and right atrium.",
]
FINDINGS_BAD = [
    ("Tip directed cranially into the right internal jugular vein.",
     "Malpositioned - do not use. Recommend repositioning."),
    ("Tip is looped in the left brachiocephalic vein.",
     "Malpositioned. Discuss with vascular access team."),
    ("Tip projects over the right atrium, approx 4 cm below the cavoatrial junction.",
     "Tip too deep - suggest withdraw 3 cm and re-image."),
    ("Tip appears to course into the azygos arch.",
     "Probable azygos malposition. Lateral view or repositioning advised."),
    ("Tip projects over the mid left brachiocephalic vein.",
     "Tip short - suitable for midline-type use only; discuss."),
]
LUNGS = [
    "No pneumothorax. Lungs clear.", "No pneumothorax. Small left pleural effusion.",
    "No pneumothorax. Bibasal atelectasis.", "Lungs clear. Heart size normal.",
    "No pneumothorax. Right lower zone consolidation, unchanged.",
    "Cardiomegaly. Upper lobe venous diversion. No pneumothorax.",
    "No pneumothorax or pleural effusion. Sternotomy wires intact.",
    "No pneumothorax. No Kerley B lines. Costophrenic angles clear.",
    "Pacemaker in situ, leads unchanged. No pneumothorax.",
]


def labs(r, us=False):
    crp = r.choice([4, 12, 38, 96, 187, 242, 310])
    wcc = r.choice(["3.1", "6.8", "11.4", "14.2", "19.7", "0.6"])
    hb = r.choice([82, 96, 104, 118, 131, 142])
    plt = r.choice([38, 64, 152, 210, 288, 412])
    out = ["CRP %d mg/L" % crp, "WCC %s x10^9/L" % wcc,
           ("Hgb %.1f g/dL" % (hb / 10.0)) if us else "Hb %d g/L" % hb,
           "Plt %d" % plt]
    if r.random() < 0.6:
        out.append(r.choice(["INR 1.%d" % r.randrange(0, 6), "APTT %d s" % r.randrange(26, 40),
                             "INR 2.%d (on warfarin)" % r.randrange(0, 9)]))
    if r.random() < 0.5:
        out.append(r.choice(["creat %d umol/L" % r.randrange(55, 310) if not us else
                             "Cr %.1f mg/dL" % (r.randrange(6, 35) / 10.0),
                             "eGFR %d" % r.randrange(18, 95), "lactate %.1f" % (r.randrange(8, 45) / 10.0),
                             "K+ %.1f" % (r.randrange(33, 55) / 10.0)]))
    return out


def obs(r):
    t = r.choice(["36.8", "37.4", "38.1", "38.9", "39.4", "36.5"])
    return "T %s, HR %d, BP %d/%d, RR %d, SpO2 %d%% %s" % (
        t, r.randrange(62, 128), r.randrange(88, 162), r.randrange(48, 96),
        r.randrange(12, 28), r.randrange(90, 100), r.choice(["RA", "on 2L NP", "RA"]))


def time(r):
    return "%02d:%02d" % (r.randrange(7, 21), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35,
                                                         40, 45, 48, 50, 55]))


def time_any(r):
    return "%02d:%02d" % (r.randrange(0, 24), r.randrange(0, 60))


def vein_mm(r):
    return "%.1f" % (r.randrange(30, 62) / 10.0)


def cvr(r, fr, mm):
    # catheter-to-vein ratio, Fr/3 = mm outer diameter
    return int(round(100.0 * (fr / 3.0) / mm))


def ampm(r):
    h = r.randrange(1, 12)
    return "%d:%02d %s" % (h, r.choice([0, 15, 30, 45]), r.choice(["am", "pm"]))


def pick_ind(r, sex, age):
    """indication suited to the patient's sex and age"""
    while True:
        ind = r.choice(INDICATIONS)
        if "gravidarum" in ind[0] and (sex != "F" or not 18 <= age <= 44):
            continue
        if "breast" in ind[0] and sex != "F":
            continue
        if "transplant" in ind[0] and age > 72:
            continue
        if "cystic fibrosis" in ind[0] and age > 60:
            continue
        return ind


FUNDING = {"US": ["Medicare Part B", "Medicaid", "commercial plan - prior auth obtained",
                  "VA Community Care"],
           "UK": ["NHS", "NHS (OPAT tariff)", "self-pay"], "IE": ["HSE", "HSE - medical card",
                                                                 "private (VHI-type plan)"],
           "CA": ["provincial plan", "provincial plan + private top-up"],
           "AU": ["Medicare", "DVA Gold Card", "private health fund"],
           "NZ": ["Te Whatu Ora", "ACC claim", "private insurer"],
           "SG": ["MediShield Life", "MediSave + private plan"],
           "ZA": ["state patient (UPFS)", "medical aid"]}


def typo(r, good, bad, p=0.07):
    """rare real-world misspelling in plain (non-PHI) text"""
    return bad if r.random() < p else good


LANGS = {"chinese": ["Mandarin", "Cantonese"], "vietnamese": ["Vietnamese"],
         "slavic": ["Polish", "Ukrainian"], "mideast": ["Arabic", "Farsi", "Turkish"],
         "hispanic": ["Spanish"], "maori_pacific": ["Samoan", "Tongan"],
         "east_african": ["Somali", "Amharic", "Tigrinya"], "south_asian": ["Punjabi", "Urdu", "Tamil"],
         "medit": ["Greek", "Italian", "Portuguese"], "east_asian": ["Korean", "Japanese"],
         "french": ["French"], "filipino": ["Tagalog"], "malay": ["Malay"],
         "southern_african": ["isiZulu", "Afrikaans", "isiXhosa"], "west_african": ["Yoruba", "Twi"],
         "germanic": ["Romanian", "Dutch"]}


def interpreter(r, origin):
    """interpreter phrase or None (languages are not PHI)"""
    if origin in LANGS and r.random() < 0.5:
        return "interpreter required (%s)" % r.choice(LANGS[origin])
    return None
