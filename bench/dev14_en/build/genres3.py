"""Genres 8-10: pharmacy intervention + CD register, care home daily records, insurance prior authorisation."""
from common import Ctx, DRUGS, rand_digits, rand_letters
from core import Person, num_words
import pools

CD_DRUGS = ["Morphine sulfate 10 mg/1 mL injection", "Oxycodone 5 mg capsules", "Fentanyl 12 mcg/h patches",
            "Diamorphine 10 mg injection", "Methadone 1 mg/mL oral solution", "Midazolam 10 mg/2 mL injection",
            "Hydromorphone 2 mg tablets", "Ketamine 200 mg/20 mL injection", "Buprenorphine 10 mcg/h patches",
            "Oxycodone 10 mg/mL injection", "Pethidine 50 mg/mL injection", "Tapentadol 50 mg tablets"]

INTERVENTIONS = [
    ("Enoxaparin 1 mg/kg BD prescribed with CrCl 24 mL/min (Cockcroft-Gault).", "Dose reduced to 1 mg/kg OD; anti-Xa level on day 3."),
    ("Clarithromycin co-prescribed with simvastatin 40 mg.", "Simvastatin withheld for duration of course."),
    ("Gentamicin level 2.8 mg/L (trough) - above target.", "Next dose held; interval extended to 36-hourly per Hartford nomogram."),
    ("Duplicate paracetamol (regular + PRN co-codamol).", "PRN co-codamol changed to codeine 30 mg; max paracetamol 4 g/24h."),
    ("Vancomycin trough 24.1 mg/L.", "Dose reduced; repeat level before 4th dose."),
    ("Warfarin + fluconazole interaction; INR 4.6.", "Warfarin held x1; INR daily."),
    ("Methotrexate prescribed daily in error.", "Corrected to 15 mg ONCE weekly (Friday); folic acid added."),
    ("Potassium 5.9 on spironolactone + ramipril.", "Spironolactone stopped; repeat U&E in 48 h."),
    ("Penicillin allergy (anaphylaxis) - co-amoxiclav charted.", "Changed to doxycycline 100 mg BD after discussion."),
    ("Lithium 1.3 mmol/L with new ibuprofen.", "Ibuprofen stopped; lithium withheld 24 h; recheck level."),
    ("Insulin charted as '10U' - ambiguous abbreviation.", "Rewritten as 10 units; prescriber educated."),
    ("QTc 512 ms on citalopram 40 mg + ondansetron.", "Citalopram reduced to 20 mg; ondansetron replaced with cyclizine."),
]


def pharmacy(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(18, 98)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    ph = c.staff()
    pres = c.staff()
    ward = loc.c("wards")
    community = c.r() < 0.35
    site = (loc.c("pharmacies"), "HOSPITAL") if community else (hosp, "HOSPITAL")
    d.ln(site, c.ch([" - Pharmacy Department", " | Clinical Pharmacy", ""]) if not community else c.ch(["", " (community pharmacy)"]))
    d.ln(c.ch(["CLINICAL PHARMACY INTERVENTION RECORD", "PHARMACIST INTERVENTION", "MEDICATION REVIEW - PHARMACY"]))
    d.ln("Patient: ", pt.last_first(upper=c.r() < 0.4) if c.r() < 0.5 else pt.full(), "   DOB: ", loc.date(dob, "dob"), " (",
         (str(age), "AGE"), c.ch(["y)", " yrs)", ")"]))
    d.w(c.mrn_line())
    if not community:
        d.w("   Ward: ", (ward, "HOSPITAL"), c.ch(["   Bed: ", ", bed ", " / Bed "]), (str(rng.randint(1, 32)), "LOCATION_OTHER"))
    d.ln()
    if community or c.r() < 0.3:
        d.ln("Address: ", loc.address())
    wt = rng.randint(40, 130)
    d.ln("Weight: ", str(wt), " kg   SCr: ", str(rng.randint(50, 320)), " umol/L   CrCl: ", str(rng.randint(12, 110)), " mL/min   Allergies: ",
         c.ch(["NKDA", "penicillin (anaphylaxis)", "sulfa - rash", "codeine - vomiting"]))
    d.w("Prescriber: ", pres.titled())
    if c.r() < 0.7:
        lab, val = loc.license("doctor")
        d.w(" (", lab, " ", (val, "LICENSE"), ")")
    d.ln(*(["  bleep ", (loc.pager(), "PHONE")] if c.r() < 0.5 else []))
    d.ln("Date: ", c.date(0), "  ", c.time())
    issue, action = c.ch(INTERVENTIONS)
    d.ln()
    d.ln("Issue: ", issue)
    d.ln("Recommendation: ", action)
    d.ln("Outcome: ", c.ch(["accepted by ", "discussed with ", "partially accepted by "]), pres.titled(), " at ", c.time(), c.ch(["; chart amended.", ".", "; patient counselled."]))
    if c.r() < 0.5:
        d.ln("Counselled ", pt.first(), c.ch([" and ", " with "]), c.ch(["daughter ", "son ", "wife ", "husband ", "carer "]), c.fam().first(),
             " on new regimen; leaflet given.")
    d.ln("Significance: ", c.ch(["moderate", "major - potential harm averted", "minor"]), ". Rx #: ", (c.ch(["RX", "", "P"]) + rand_digits(rng, 7), "IDNUM"))
    d.ln()
    reg_site = (ward, "HOSPITAL") if not community else site
    drug = c.ch(CD_DRUGS)
    d.ln("CONTROLLED DRUG REGISTER - ", reg_site)
    d.ln("Drug: ", drug, "   Stock at start: ", str(bal := rng.randint(10, 40)))
    d.ln("| Date | Time | Patient | ID | Amount | Balance | Given/Supplied by | Witness |")
    d.ln("|---|---|---|---|---|---|---|---|")
    others = [Person(rng, "PATIENT") for _ in range(3)]
    other_mrn = {id(o): loc.mrn() for o in others}
    staff = [c.staff() for _ in range(4)] + [ph]
    o = -rng.randint(2, 5)
    pt_mrn = None
    for i in range(rng.randint(4, 8)):
        o += c.ch([0, 0, 1])
        k = c.r()
        who = pt if (k < 0.55 or community) else c.ch(others)
        st = c.ch(["num", "short", "dmy2"])
        if who is pt:
            pt_mrn = c.pt_mrn
            name_items = c.ch([pt.init_last(), pt.last_first(), pt.initials("A.B."), pt.titled()])
            idv = pt_mrn
        else:
            name_items = c.ch([who.init_last(), who.last_first(), who.full()])
            idv = other_mrn[id(who)]
        if "patch" in drug:
            amt = "1 patch"
        elif "injection" in drug:
            amt = c.ch(["1 amp", "0.5 mL", "1 mL", "2.5 mg", "5 mg"])
        elif "solution" in drug:
            amt = c.ch(["10 mL", "5 mL", "30 mL"])
        else:
            amt = c.ch(["1", "2", "1 tab", "2 caps"])
        bal = max(0, bal - 1)
        g, w = rng.sample(staff, 2)
        row = ["| ", c.date(o, st), " | ", c.time(), " | ", name_items, " | ", (idv, "MRN"), " | ", amt, " | ", str(bal), " | ",
               g.initials(c.ch(["AB", "ab", "A.B."])), " | ", w.initials(c.ch(["AB", "ab"])) if c.r() < 0.85 else w.init_last(), " |"]
        d.ln(*row)
    if c.r() < 0.5:
        o += 1
        g, w = rng.sample(staff, 2)
        d.ln("| ", c.date(o, "num"), " | ", c.time(), " | Received from pharmacy (req ", ("REQ" + rand_digits(rng, 6), "IDNUM"), ") | - | +10 | ",
             str(bal + 10), " | ", g.initials("AB"), " | ", w.initials("AB"), " |")
    if community and c.r() < 0.8:
        rep = c.fam()
        lic_val = c.ch([rand_letters(rng, 5) + rand_digits(rng, 6) + rand_letters(rng, 2) + rand_digits(rng, 1) + rand_letters(rng, 2),
                        rand_letters(rng, 1) + rand_digits(rng, 7), rand_digits(rng, 9), rand_letters(rng, 2) + rand_digits(rng, 6)])
        d.ln("Collected by: ", rep.full(), " (", c.ch(["son", "daughter", "neighbour", "partner", "carer"]), "); ID seen: driving licence ",
             (lic_val, "LICENSE"), ".")
    d.ln()
    b1, b2 = rng.sample(staff, 2)
    d.ln("Balance check: ", c.date(o, "num"), " ", c.time(), " - correct. Checked by ", b1.initials("AB"), " and ", b2.initials("AB"), ".")
    d.w("Pharmacist: ", c.sign(ph, "pharmacist"))
    lab, val = loc.license("pharmacist")
    d.ln("  ", lab, " ", (val, "LICENSE"))
    if c.r() < 0.6:
        d.ln(c.ch(["Biometric sign-in ID: ", "Fingerprint verification ID ", "Cabinet access (fingerprint): "]),
             (c.ch(["FP-", "BIO-", "FPV"]) + rand_digits(rng, 5), "BIOID"),
             *(["; witness ", c.ch(staff).initials("AB"), " ", ("FP-" + rand_digits(rng, 5), "BIOID")] if c.r() < 0.4 else []))
    if c.r() < 0.4:
        d.ln("Pharmacy tel: ", (loc.phone("land"), "PHONE"), *(["  fax ", (loc.phone("land"), "FAX")] if c.r() < 0.5 else []))
    return d


def care_home(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(66, 104)
    dob = c.dob(age)
    home = loc.c("carehomes")
    carers = [c.staff() for _ in range(rng.randint(4, 6))]
    senior = carers[0]
    gp = c.staff()
    room = str(rng.randint(1, 48)) + c.ch(["", "", "A", "B"])
    # start of week on a Monday
    start = -c.ref.weekday()
    d.ln((home, "HOSPITAL"))
    d.ln(c.ch(["DAILY CARE RECORD", "Resident Daily Notes", "DAILY LOG - CARE NOTES"]), " - week commencing ", c.date(start, c.ch(["num", "long", "daymonth"])))
    nick = pools.NICKNAMES.get(pt.given)
    d.w("Resident: ", pt.full() if c.r() < 0.6 else pt.titled(full=True))
    if nick:
        d.w(" (known as \"", (nick, "PATIENT"), "\")")
    d.w("   Room ", (room, "LOCATION_OTHER"))
    if c.r() < 0.5:
        d.w(", ", (c.ch(["Willow", "Primrose", "Oak", "Garden", "Heather", "Bluebell"]) + c.ch([" wing", " Wing", " Unit"]), "HOSPITAL"))
    d.ln()
    d.ln("DOB: ", loc.date(dob, "dob"), " (", (str(age), "AGE"), ")   ", c.mrn_line() if c.r() < 0.5 else ["NHS No: ", (loc.nhs(), "MRN")] if code == "uk" else c.mrn_line())
    d.ln("GP: ", gp.titled(), ", ", (loc.c("practices"), "HOSPITAL"), c.ch([", tel ", " - "]), (loc.phone(), "PHONE"))
    kin_rel, kin = c.relative()
    d.ln("NOK: ", kin.full(), " (", kin_rel, ") ", (loc.phone("mobile"), "PHONE"), c.ch(["", " - LPA health & welfare", " - POA"]))
    d.ln("Key worker: ", senior.full(), "   DNACPR: ", c.ch(["yes (form in front of file)", "no", "ReSPECT form in place"]))
    d.ln("Risks: Waterlow ", str(rng.randint(10, 22)), ", MUST ", str(rng.randint(0, 3)), ", falls risk ", c.ch(["high", "medium"]),
         ", ", c.ch(["sensor mat in use", "bed rails assessed - not used", "hip protectors"]), ".")
    d.ln()
    d.ln("| Date | Shift | Entry | Sign |")
    d.ln("|---|---|---|---|")
    given = pt.given
    entries = {
        "Early": [f"{{n}} up at 07:30, assisted with wash and dress (1 carer). Ate porridge and tea. Mood bright.",
                  "{n} declined breakfast, ate half a slice of toast later. Pad changed, skin intact.",
                  "Assisted to shower with 2 carers using shower chair. Creams applied to sacrum.",
                  "{n} walked to lounge with frame, watched TV. Fluids 650 mL by 14:00.",
                  "Morning medication given by senior. {n} complained of L knee pain - paracetamol given."],
        "Late": ["{n} ate shepherd's pie (3/4). Joined singing activity. Fluids 1200 mL total.",
                 "Restless after tea, asking to go home. Reassured, settled with music.",
                 "BO type 5. Catheter bag emptied 400 mL. Repositioned 2-hourly.",
                 "{n} had visitors in afternoon. Ate well. Settled in chair.",
                 "Weight 58.2 kg (was 59.0). Informed senior."],
        "Night": ["Settled at 21:30. Checked hourly; slept well. Pad changed at 03:00.",
                  "Awake 01:00-03:00 calling out. Warm drink given. Slept after 03:30.",
                  "Sensor mat alarm 02:15 - found sitting on edge of bed, no fall. Returned to bed.",
                  "Slept well. Repositioned 2-4 hourly. No concerns."],
    }
    for day in range(7):
        shifts = c.ch([["Early", "Late", "Night"], ["Early", "Late", "Night"], ["Day", "Night"], ["Early", "Late"]])
        for sh in shifts:
            key = "Early" if sh in ("Early", "Day") else sh
            txt = c.ch(entries[key])
            who = c.ch(carers)
            row = ["| ", c.date(start + day, c.ch(["wd_short", "wd_short", "wd3", "short"])), " | ", sh, " | "]
            if "{n}" in txt:
                a, b = txt.split("{n}", 1)
                nm = c.ch([pt.first(), pt.first(), pt.titled(), [(nick, "PATIENT")] if nick else pt.first()])
                row += [a, nm, b]
            else:
                row += [txt]
            if c.r() < 0.12:
                vrel, vis = (kin_rel, kin) if c.r() < 0.6 else c.relative()
                row += [" ", vrel.capitalize(), " ", vis.first(), " visited", c.ch([".", ", brought flowers.", " with ", "; stayed for lunch."])]
                if row[-1] == " with ":
                    row += [c.fam().first(), "."]
            if c.r() < 0.08:
                row += [" Seen by ", c.ch(["district nurse ", "DN "]), c.staff().first(), " re dressing."]
            row += [" | ", who.initials(c.ch(["AB", "AB", "ab", "A.B."])), " |"]
            d.ln(*row)
    d.ln()
    k = c.r()
    if k < 0.4:
        fd = start + rng.randint(0, 6)
        d.ln("Incident: unwitnessed fall ", c.date(fd, c.ch(["wd_short", "weekday", "num"])), " at ", c.time(), " in room ", (room, "LOCATION_OTHER"),
             ". Found by ", c.ch(carers).full(), ". No apparent injury; obs NEWS2 2. Neuro obs x24h. ", kin_rel.capitalize(), " ",
             kin.first(), " informed by phone. Incident ref ", ("IR-" + rand_digits(rng, 6), "IDNUM"), ".")
    elif k < 0.7:
        d.ln("GP visit ", c.date(start + rng.randint(0, 6), c.ch(["weekday", "wd_short"])), ": ", gp.titled(), c.ch([" reviewed chest - started amoxicillin 500 mg TDS x5 days.",
                                                                                                              " reviewed skin tear L forearm.",
                                                                                                              " medication review; donepezil continued."]))
    else:
        d.ln("Transferred to ", (loc.c("hospitals"), "HOSPITAL"), " ", c.date(start + rng.randint(0, 6), c.ch(["weekday", "num"])), " ", c.time(),
             " via ambulance (", c.ch(["?UTI with delirium", "?# NOF after fall", "SpO2 86% RA"]), "). Escorted by ", c.ch(carers).full(), ".")
    if c.r() < 0.4:
        d.ln("Hearing aid (R) serial ", (rand_letters(rng, 2) + rand_digits(rng, 7), "DEVICE"), " - batteries changed ",
             c.date(start + rng.randint(0, 6), c.ch(["wd3", "weekday"])), ".")
    if c.r() < 0.3:
        d.ln("Medication trolley access: palm-vein ID ", ("PV-" + rand_digits(rng, 6), "BIOID"), " (", senior.initials("AB"), ").")
    if c.r() < 0.4:
        if c.r() < 0.4:
            d.ln(c.ch(["Chiropodist ", "Podiatrist ", "Optician "]), c.staff().full(), " visited ", c.date(start + rng.randint(0, 6), "weekday"),
                 c.ch(["; toenails cut.", "; no concerns.", "."]))
        else:
            d.ln(c.ch(["Hairdresser ", "Visiting priest ", "Volunteer befriender "]), c.fam().full(), c.ch([" visited ", " came "]),
                 c.date(start + rng.randint(0, 6), "weekday"), ".")
    d.ln()
    d.ln("Staff signatures: ", *sum([[cr.full(), " (", cr.initials("AB"), ")", "; " if i < len(carers) - 1 else ""] for i, cr in enumerate(carers)], []))
    d.ln("Reviewed by senior carer ", senior.full(), c.ch([", ", " on "]), c.date(start + 6, c.ch(["num", "wd_short"])), ".")
    return d


PA_SERVICES = [
    ("adalimumab (Humira) 40 mg SC every 2 weeks", "J0135", "M05.79 rheumatoid arthritis", "up to 13 doses"),
    ("MRI lumbar spine without contrast", "72148", "M54.16 radiculopathy, lumbar", "1 study"),
    ("semaglutide 1 mg SC weekly", "J3490", "E11.65 T2DM with hyperglycaemia", "4 pens per 28 days"),
    ("total knee arthroplasty, right", "27447", "M17.11 primary OA right knee", "1 procedure and 3 inpatient days"),
    ("continuous glucose monitor (Dexcom G7) and sensors", "E2103", "E10.9 type 1 diabetes", "one reader and 12 months of sensors"),
    ("CPAP device and supplies", "E0601", "G47.33 obstructive sleep apnoea", "one device and 12 months of supplies"),
    ("dupilumab 300 mg SC every 2 weeks", "J3590", "L20.9 atopic dermatitis", "up to 13 doses"),
    ("PET-CT skull base to mid-thigh", "78815", "C34.90 lung cancer", "1 study"),
    ("inpatient rehabilitation admission (14 days)", "", "I63.9 cerebral infarction", "14 days"),
    ("outpatient physiotherapy 12 sessions", "97110", "S83.511A ACL sprain", "12 visits"),
    ("evolocumab 140 mg SC every 2 weeks", "J3590", "E78.01 familial hypercholesterolaemia", "up to 13 doses"),
    ("cardiac ablation for AF", "93656", "I48.0 paroxysmal AF", "1 procedure"),
]
PLAN_NAMES = {"us": ["Gold PPO", "Silver HMO", "Medicare Advantage Plus", "Bronze EPO"], "uk": ["Corporate Plan B", "Essentials Plus"],
              "ie": ["Health Plan 26.1", "Company Care Select"], "ca": ["Extended Health Plan A", "Group Benefits Standard"],
              "au": ["Top Hospital + Extras", "Silver Plus Hospital"], "sg": ["Integrated Shield Plan A", "Rider Plus"],
              "ng": ["Gold Corporate HMO", "Bronze Family Plan"]}


def insurance(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(1, 88)
    dob = c.dob(age)
    ins = loc.c("insurers")
    prov = c.staff()
    rev = c.staff()
    md = c.staff()
    practice = loc.c("practices") if c.r() < 0.5 else loc.c("hospitals")
    decision = c.ch(["APPROVED", "APPROVED", "DENIED", "PENDED - ADDITIONAL INFORMATION REQUIRED", "PARTIALLY APPROVED"])
    d.ln((ins, "ORGANIZATION"))
    # insurer address uses a second place in the same locale
    loc2 = type(loc)(code, rng)
    d.ln(loc2.address(country=False))
    d.ln("Tel ", (loc2.phone("land"), "PHONE"), c.ch([" | Fax ", "   Fax: "]), (loc2.phone("land"), "FAX"), c.ch([" | ", "   "]),
         ("www." + "".join(w.lower() for w in ins.split()[:2] if w.isalpha()) +
          {"us": ".com", "uk": ".co.uk", "ie": ".ie", "ca": ".ca", "au": ".com.au", "sg": ".com.sg", "ng": ".com.ng"}[code], "URL"))
    d.ln()
    d.ln(c.date(0, c.ch(["long", "num", "abbr"])))
    d.ln()
    d.ln(prov.titled(full=True), c.ch(["", ", " + loc.cred("doctor")]))
    d.ln((practice, "HOSPITAL"))
    d.ln(loc.address(country=False, newline=c.r() < 0.5))
    d.ln(c.ch(["Fax: ", "Sent via fax to "]), (loc.phone("land"), "FAX"))
    d.ln()
    term = "PRIOR AUTHORIZATION" if code in ("us", "ca") else c.ch(["PRIOR AUTHORISATION", "PRE-APPROVAL", "PRE-AUTHORISATION"])
    if code == "sg" and c.r() < 0.5:
        term = "LETTER OF GUARANTEE"
    d.ln("RE: ", term, " - ", decision)
    d.ln("Member: ", pt.full_mid() if c.r() < 0.6 else pt.last_first(upper=True), "   DOB: ", loc.date(dob, "dob"))
    hp_lab, hp_val = loc.healthplan()
    d.ln(hp_lab + ": " if c.r() < 0.6 else c.ch(["Member ID: ", "Membership No.: "]), (hp_val, "HEALTHPLAN"))
    if c.r() < 0.8:
        d.ln(c.ch(["Group No.: ", "Group: ", "Scheme No.: "]), (c.ch(["GRP-", "G", ""]) + rand_digits(rng, c.ch([6, 7, 8])), "HEALTHPLAN"),
             *(["   Employer group: ", c.org()] if c.r() < 0.6 else []))
    if c.r() < 0.6:
        d.ln("Policy: ", (c.ch(["POL", "P", "HP"]) + rand_digits(rng, 9), "HEALTHPLAN"), *(["   Plan: ", c.ch(PLAN_NAMES[code])] if c.r() < 0.5 else []))
    if age < 18 or c.r() < 0.3:
        sub = c.fam(same_surname=c.r() < 0.7)
        d.ln("Subscriber: ", sub.full(), c.ch([" (parent)", " (spouse)", " (policy holder)"]), *(["   Subscriber ID: ", (rand_letters(rng, 3) + rand_digits(rng, 9), "HEALTHPLAN")] if c.r() < 0.5 else []))
    d.ln(c.ch(["Reference #: ", "Authorization No.: ", "Request ID: ", "Case No.: "]), (c.ch(["PA", "AUTH-", "R", "UM"]) + rand_digits(rng, 8), "IDNUM"))
    if c.r() < 0.7:
        d.ln("Claim No.: ", (rand_digits(rng, 4) + "-" + rand_digits(rng, 6) if c.r() < 0.5 else "CLM" + rand_digits(rng, 9), "ACCOUNT"))
    svc, hcpcs, icd, qty = c.ch(PA_SERVICES)
    d.ln("Service requested: ", svc, *([" (", hcpcs, ")"] if hcpcs and code == "us" else []))
    d.ln("Diagnosis: ", icd)
    d.ln("Requested dates of service: ", c.date(rng.randint(3, 20), "num"), " - ", c.date(rng.randint(90, 365), "num"))
    d.ln()
    d.ln("Dear ", prov.titled(), ",")
    d.ln()
    d.w("We have reviewed the request received on ", c.date(-rng.randint(2, 14), c.ch(["num", "long"])), " for ", svc, " for our member ",
        pt.titled(dot=c.r() < 0.5) if age >= 18 else pt.first())
    if c.r() < 0.5:
        d.ln(", ", (str(age), "AGE"), c.ch([" years of age.", " yrs."]))
    else:
        d.ln(".")
    if decision.startswith("APPROVED"):
        d.ln("The request meets clinical criteria. Authorization is valid from ", c.date(rng.randint(3, 10), "num"), " to ",
             c.date(rng.randint(100, 200), "num"), " for ", qty,
             " at ", (loc.c("hospitals"), "HOSPITAL"), ".")
    elif decision.startswith("DENIED"):
        d.ln("The request does not meet criteria: documentation of an adequate trial of ", c.ch(["methotrexate 15-25 mg weekly for 12 weeks",
                                                                                                  "conservative therapy for 6 weeks",
                                                                                                  "metformin at maximum tolerated dose"]),
             " was not provided. You may request a peer-to-peer review with ", md.titled(), " within 14 days by calling ", (loc2.phone(), "PHONE"), ".")
    elif decision.startswith("PENDED"):
        d.ln("Please provide chart notes from ", c.date(-rng.randint(60, 200), "monthyear"), " onwards, recent HbA1c/BMI and imaging reports by ",
             c.date(rng.randint(7, 14), "long"), ".")
    else:
        part = ("first 3 months of therapy" if ("dose" in qty or "pens" in qty) else "6 of 12 sessions" if "visits" in qty
                else "the initial 7 days" if "days" in qty and "procedure" not in qty else "the base item; upgrades not covered")
        d.ln("Approved: ", part,
             ". Further approval requires progress notes.")
    d.ln("This decision applies to claim processing only; it is not a guarantee of payment. ",
         "Member benefits (deductible $1,500; coinsurance 20%) apply." if code == "us" else c.ch(["Policy excess and co-payments apply.", "Benefit limits and waiting periods apply."]))
    d.ln("Appeals: write to the address above, call ", (loc2.phone_ext(), "PHONE"), ", or submit at ",
         ("https://" + "".join(w.lower() for w in ins.split()[:1] if w.isalpha()) + c.ch(["health", "care", "cover"]) + ".example/appeals", "URL"), ".")
    d.ln()
    d.ln("Sincerely,")
    d.ln(rev.full(), ", ", loc.cred("nurse"), " - ", c.ch(["Utilization Review Nurse", "Clinical Case Manager", "Prior Authorisation Coordinator"]),
         *(["   Direct: ", (loc2.phone_ext(), "PHONE")] if c.r() < 0.5 else []))
    d.w(md.full(), ", ", loc.cred("doctor"), " - Medical Director")
    if c.r() < 0.5:
        lab, val = loc.license("doctor")
        d.w("  ", lab, " ", (val, "LICENSE"))
    d.ln()
    if c.r() < 0.5:
        d.ln("Caller verification: voiceprint ID ", ("VP" + rand_digits(rng, 7), "BIOID"), " matched on ", c.date(-rng.randint(1, 10), "num"), ".")
    d.ln()
    d.ln("cc: ", pt.full(), ", ", loc.address(country=False))
    if c.r() < 0.3:
        d.ln("Member email on file: ", (loc.email(pt), "EMAIL"))
    return d
