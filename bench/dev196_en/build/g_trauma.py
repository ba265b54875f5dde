"""Genres: fracture clinic note, ED orthopaedic referral, operative note."""
import clin as K
import core as C
from ctx import Ctx, dname, header, pt_block, sign, transcr


FIND = {"tka": "Tricompartmental OA, eburnation of the medial compartment, large osteophytes; ACL deficient.",
        "uka": "Bone-on-bone anteromedial OA; ACL intact; lateral compartment and PFJ preserved.",
        "tha": "Grossly arthritic femoral head with loss of sphericity; acetabular osteophytes.",
        "rtsa": "Massive irreparable cuff tear with superior migration of the humeral head.",
        "hemi": "Displaced subcapital fracture; femoral head retrieved intact and measured at 47 mm."}
STEPS = {"tka": "Distal femoral cut at 5 deg valgus, 9 mm resection. Tibia cut perpendicular to the mechanical axis with 3 deg posterior slope. Flexion and extension gaps balanced.",
         "uka": "Tibial sagittal and horizontal cuts made with the extramedullary guide; femoral drill guide set; milling to balance the flexion gap.",
         "tha": "Acetabulum reamed to 53 mm; shell impacted with good press-fit; two supplementary screws. Femur broached to size 11.",
         "rtsa": "Glenoid exposed; baseplate positioned inferiorly with 10 deg inferior tilt. Humeral osteotomy at 135 deg.",
         "hemi": "Femoral neck osteotomy 1 cm above lesser trochanter. Canal prepared, cement restrictor placed, third-generation cementing technique."}
TRIAL = {"knee": "full extension, flexion to 125 deg, patella tracking centrally", "hip": "leg lengths equal, stable to 90 deg flexion and 30 deg IR",
         "shoulder": "no impingement, stable through full range"}


ANAES = {"knee": ["spinal (bupivacaine 0.5% heavy 2.8 mL) with sedation", "GA with LMA plus adductor canal block", "spinal + periarticular LIA"],
         "hip": ["spinal (bupivacaine 0.5% heavy 2.6 mL) with sedation", "GA, ETT, fascia iliaca block", "spinal + PENG block"],
         "shoulder": ["GA, ETT, interscalene block", "GA with LMA plus interscalene catheter"],
         "wrist": ["GA with LMA", "supraclavicular brachial plexus block", "WALANT"], "elbow": ["GA with LMA plus supraclavicular block"],
         "ankle": ["spinal with sedation", "GA with LMA plus popliteal sciatic block"], "foot": ["GA with LMA plus popliteal sciatic block"],
         "leg": ["spinal with sedation", "GA, ETT"]}
POSN = {"knee": "supine, side support and foot bolster", "hip": "lateral decubitus", "shoulder": "beach chair", "wrist": "supine, arm table",
        "elbow": "lateral, arm over bolster", "ankle": "supine, sandbag under ipsilateral buttock", "foot": "supine", "leg": "supine"}
APPR = {"dr": "Volar FCR approach; ", "ank": "Lateral approach to the distal fibula; ", "bimal": "Lateral and medial approaches to the ankle; ",
        "clav": "Superior approach to the clavicle, supraclavicular nerves preserved; ", "phum": "Deltopectoral approach; ",
        "tp": "Anterolateral approach with submeniscal arthrotomy; ", "ir": "Entry point at the tip of the greater trochanter; ",
        "tib": "Suprapatellar entry portal; ", "olec": "Posterior approach to the olecranon; ",
        "scaph": "Percutaneous volar approach; ", "mt5": "Percutaneous approach at the base of the 5th metatarsal; "}
WB = {"knee": ["WBAT with frame, CPM not required", "FWB, knee immobiliser for ambulation until SLR"], "hip": ["WBAT with frame, posterior hip precautions x 6/52", "FWB, mobilise with physio POD 0"],
      "shoulder": ["sling for 4/52, pendulums from day 1", "sling 6/52, no active elevation"], "wrist": ["elevate, finger exercises, no lifting for 6/52"],
      "elbow": ["collar and cuff, active ROM from day 2"], "ankle": ["NWB in backslab for 2/52", "PWB 15 kg in boot for 6/52"],
      "foot": ["NWB in boot for 2/52"], "leg": ["WBAT with crutches", "PWB for 6/52"]}
ARTH_SYS = {"tka": "Veritas CR Knee System", "uka": "Orion Unicondylar Knee", "tha": "Aurora Hip System", "hemi": "Aurora Hip System",
            "rtsa": "Solace Reverse Shoulder"}


def plate_or(x):
    return "Operating Room" if x.us else "Theatre"


def mechanism(n, x, fr, side, inj):
    rng = x.rng
    k = rng.randrange(6)
    if x.age >= 60 and k in (2, 3):
        k = 4
    if x.age < 55 and k == 4:
        k = rng.choice([0, 1, 3, 5])
    if k == 0:
        n.f("Slipped on ice outside {LOCATION_OTHER} on {DATE} and fell onto the " + side + " side. ",
            x.landmark, x.d(inj))
    elif k == 1:
        veh = rng.choice([C.digits(rng, 3) + "-" + rng.choice(["D", "C", "G", "KY", "L", "WX", "MH"]) + "-" + C.digits(rng, rng.choice([4, 5])),
                          C.digits(rng, 1) + C.letters(rng, 3) + C.digits(rng, 3),
                          "1" + C.letters(rng, 2) + C.digits(rng, 1) + C.letters(rng, 2) + C.digits(rng, 2) + C.letters(rng, 1) + C.digits(rng, 6)])
        n.f("Restrained driver in a road traffic collision on {DATE} (vehicle reg. {VEHICLE}), ", x.d(inj), veh)
        n.t(rng.choice(["rear-ended at approx. 40 km/h. ", "side impact at a junction, airbags deployed. ",
                        "T-boned at low speed; self-extricated. "]))
    elif k == 2:
        n.f("Fell approx. 2 m from a ladder at work ({ORGANIZATION}) on {DATE}. ", x.employer, x.d(inj))
    elif k == 3:
        n.f("Injured playing " + x.sport + " for {ORGANIZATION} on {DATE} - tackled and landed awkwardly. ",
            x.club, C.fd_wk(inj, x.c, rng))
    elif k == 4:
        rel, who = x.kin()
        n.f("Mechanical trip over a rug at home on {DATE}; no LOC, no preceding chest pain or palpitations. Found by "
            + x.his() + " " + rel + " {FAMILY}. ", x.d(inj), who.fl if rng.random() < 0.5 else who.first)
    else:
        n.f("Injured while on holiday in {COUNTRY} on {DATE}; initially treated with a backslab locally and flew home ",
            x.abroad, x.d(inj))
        n.f("on {DATE}. ", x.dd(-rng.randint(1, 3)))


def pick_fracture(x, need_op=False):
    frs = [f for f in K.FRACTURES if (x.age >= 60 or f["k"] not in ("nof", "ir")) and (not need_op or f["op"] != "n/a")]
    return x.rng.choice(frs)


def fracture_clinic(rng, country, lower):
    x = Ctx(rng, country, min_age=16, max_age=93)
    n = C.Note(lower)
    fr = pick_fracture(x)
    side = x.side()
    inj = C.add(x.visit, -rng.randint(3, 12))
    dept = rng.choice(["Fracture Clinic", "Orthopaedic Trauma Clinic", "Virtual Fracture Clinic"]) if not x.us else \
        rng.choice(["Orthopedic Trauma Clinic", "Fracture Clinic", "Orthopedic Urgent Care"])
    header(n, x, dept, rng.choice(["FRACTURE CLINIC NOTE", "Fracture Clinic Review", "Trauma Clinic - New Patient"]))
    pt_block(n, x, rng.choice([("name", "dob", "mrn"), ("name", "age", "mrn", "acct"), ("name", "dob", "mrn", "phone")]),
             inline=rng.random() < 0.3)
    n.f("Date seen: {DATE}", x.d(x.visit))
    if rng.random() < 0.5:
        n.f("   Clinic room {LOCATION_OTHER}", str(rng.randint(1, 14)))
    n.t("\nSeen by: ")
    dname(n, x.jun, rng)
    n.t(" (" + rng.choice(["SpR", "Registrar", "SHO"] if not x.us else ["PGY-3", "PGY-4", "Resident", "Fellow"]) + ") for ")
    dname(n, x.surg, rng, "title_last")
    n.t("\n\nHISTORY\n" if rng.random() < 0.5 else "\nHx: ")
    hand = rng.choice(["right-hand-dominant", "left-hand-dominant", ""])
    n.f("{AGE}" + rng.choice(["-year-old ", " yo ", "-yr-old "]) + (hand + " " if hand else "") + "{PROFESSION} ",
        str(x.age), x.prof)
    n.t(rng.choice(["presenting with a ", "referred from ED with a ", "attending with a "]) + side + " " + fr["dx"] + ". ")
    mechanism(n, x, fr, side, inj)
    n.f("Seen in the ED at {HOSPITAL} the same day; radiographs obtained (accession {IDNUM}). ",
        x.hosp2 if rng.random() < 0.4 else x.hosp, rng.choice(["XR", "RAD", "A"]) + C.digits(rng, 7))
    n.t(rng.choice(["Pain 6/10, controlled with simple analgesia. ", "Reports paraesthesia resolved overnight. ",
                    "Sleeping poorly because of pain. ", "No other injuries. Denies numbness. "]))
    n.t("\n\nPMH: " + ", ".join(x.pmh(rng.randint(1, 3))) + ".\n")
    n.t("Meds: " + rng.choice(["nil regular", "amlodipine 5 mg OD, atorvastatin 20 mg", "metformin 1 g BD",
                               "levothyroxine 75 mcg", "salbutamol PRN"]) + ". Allergies: " + rng.choice(K.ALLERGIES) + ".\n")
    n.t("Social: ")
    r = rng.randrange(3)
    rel, who = x.kin()
    if r == 0:
        n.f("lives with " + rel + " {FAMILY} in {CITY}; ", who.first, x.addr.city)
    elif r == 1:
        n.f(rel + " {FAMILY} is main support (tel {PHONE}); ", who.fl, x.kin_phone)
    else:
        x.work(n)
        n.t("; ")
    n.t(rng.choice(["non-smoker", "smokes 10/day", "ex-smoker", "vapes"]) + ", alcohol " + str(rng.randint(0, 20)) + " units/wk.\n")
    n.t("\nEXAMINATION\n" if rng.random() < 0.5 else "\nO/E: ")
    n.t(rng.choice(["Cast intact and well fitting. ", "Swelling settling; skin intact. ", "Moderate bruising, no blisters. "]))
    n.t(rng.choice(["Distal NV intact; cap refill < 2 s; sensation intact in all dermatomes.",
                    "Radial pulse palpable; median, ulnar and radial nerve function intact.",
                    "DP/PT pulses present; SPN/DPN sensation intact; toes well perfused."]) + "\n")
    n.t("\nIMAGING\n" if rng.random() < 0.5 else "\nXR: ")
    n.t(C.cap(fr["xr"]) + ". Classification: " + fr["cls"] + ".\n")
    n.t("\nIMPRESSION: " + side.capitalize() + " " + fr["dx"] + " (" + fr["icd"] + ").\n")
    n.t("\nPLAN\n")
    op = fr["op"] != "n/a" and rng.random() < 0.45
    if op:
        sd = C.add(x.visit, rng.randint(1, 6))
        n.t("- Discussed operative vs non-operative management; patient opts for " + fr["op"] + ".\n")
        n.f("- Listed for surgery on {DATE} with ", x.d(sd))
        dname(n, x.surg, rng, "title_last")
        n.t("; consent to be completed on the day. Pre-op assessment booked.\n")
    else:
        n.t("- " + C.cap(fr["cons"]) + "; " + fr["imm"] + " applied/continued.\n")
        n.t("- Review in " + rng.choice(["1/52", "2/52", "10 days", "6/52"]) + " with check x-ray out of cast.\n")
    if fr["region"] in ("ankle", "foot", "leg", "knee", "hip"):
        n.t("- VTE risk assessed: " + rng.choice(["enoxaparin 40 mg SC daily while immobilised.", "tinzaparin 4500 units SC OD for 6/52.",
                                                     "low risk, no pharmacological prophylaxis."]) + "\n")
    n.t("- Advised not to drive while immobilised. Cast care leaflet given.\n")
    if rng.random() < 0.5:
        n.f("- " + ("Work note" if x.us else "Certificate of incapacity") + " provided from {DATE} to {DATE}.\n",
            x.d(x.visit), x.dd(rng.choice([14, 21, 28, 42])))
    n.f("- If concerns (increasing pain, numbness, tight cast) call the clinic on {PHONE} or attend ED.\n", x.hphone)
    n.t("\n")
    sign(n, x, x.jun if rng.random() < 0.6 else x.surg)
    if rng.random() < 0.4:
        n.f("cc: {DOCTOR}, {HOSPITAL}\n", x.gp.fl, x.gp_practice)
    return n


def ed_referral(rng, country, lower):
    x = Ctx(rng, country, min_age=17, max_age=90)
    n = C.Note(lower)
    fr = pick_fracture(x)
    side = x.side()
    ed = "Emergency Department" if x.us else rng.choice(["Emergency Department", "ED"])
    n.f("{HOSPITAL} " + ed + " - " + x.ortho + " Referral\n", x.hosp)
    n.f("Referral date/time: {DATE} %02d:%02d\n" % (rng.randint(0, 23), rng.randint(0, 59)), x.d(x.visit))
    pt_block(n, x, ("name", "dob", "mrn", "acct"), inline=rng.random() < 0.5)
    n.f(rng.choice(["ED cubicle ", "Resus bay ", "Majors bed "]) + "{LOCATION_OTHER}\n", str(rng.randint(1, 24)))
    n.t("Referring clinician: ")
    ref = C.make_clin(rng, country, "junior")
    dname(n, ref, rng)
    n.f(" (pager {PHONE})\n" if x.us else " (bleep via switch {PHONE})\n", C.phone(rng, country, x.haddr.area) + C.ext(rng))
    n.t("Referred to: ")
    dname(n, x.jun, rng)
    n.t(", on-call " + x.ortho.lower() + " " + ("resident" if x.us else "registrar") + "\n\n")
    n.t("Presenting complaint: " + side + " " + fr["region"] + " injury.\n")
    k = rng.randrange(3)
    if k == 2 and x.retired:
        k = rng.choice([0, 1])
    if k == 0:
        plate = rng.choice([C.digits(rng, 3) + "-" + rng.choice(["D", "C", "G", "KE", "WW", "LH"]) + "-" + C.digits(rng, 5),
                            C.digits(rng, 1) + C.letters(rng, 3) + C.digits(rng, 3), C.letters(rng, 3) + "-" + C.digits(rng, 4)])
        n.t("Mechanism: " + rng.choice(["cyclist struck by car", "front-seat passenger in RTC", "motorcyclist vs van",
                                        "pedestrian struck by reversing vehicle"]))
        n.f(" on {DATE} at approx. %02d:%02d. Other vehicle reg {VEHICLE}" % (rng.randint(0, 23), rng.randint(0, 59)), x.d(x.visit), plate)
        if rng.random() < 0.5:
            vin = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
            n.f(", VIN {VEHICLE}", vin)
        n.t(". ")
        n.f(("Officer" if x.us else "Garda") + " {FAMILY} attended the scene", C.make_person(rng, country, nick_p=0).fl)
        n.f(" (incident ref. {IDNUM}).\n", rng.choice(["CAD-", "INC", "PULSE "]) + C.digits(rng, 8))
    elif k == 1:
        n.f("Mechanism: fall from standing at {LOCATION_OTHER} this evening.\n", x.landmark)
    else:
        n.f("Mechanism: fall at work ({ORGANIZATION}) - " + rng.choice(["slipped off a loading dock", "fell from scaffolding approx. 3 m",
                                                                      "foot caught in pallet"]) + ".\n", x.employer)
    n.f("Arrived by ambulance (run no. {IDNUM}); paramedic {DOCTOR} gave ", C.digits(rng, 9), C.make_person(rng, country, nick_p=0).fl)
    n.t(rng.choice(["methoxyflurane 3 mL inhaled", "fentanyl 50 mcg IN", "morphine 5 mg IV", "Entonox"]) + " en route.\n")
    n.f("\n{AGE}" + rng.choice([" y/o ", "yo ", " year old "]) + x.sexw() + ", " + rng.choice(["independent", "mobile with a stick", "walks with a frame"])
        + ", " + rng.choice(["lives with family", "lives alone", "nursing home resident"]) + ".\n", str(x.age))
    n.t("Primary survey: A patent, B RR 18 clear, C " + K.vitals(rng, x.us) + ", D GCS 15/15, E isolated injury.\n")
    n.t("Secondary: " + ("shortened and externally rotated limb" if fr["region"] == "hip" else
                         rng.choice(["obvious deformity, skin tented but intact", "swelling and bruising, no open wound",
                                     "2 cm puncture wound over fracture site - Gustilo I"])) + ". ")
    n.t("NV: " + rng.choice(["intact distally", "reduced sensation dorsum of foot, pulses present", "intact, cap refill 2 s"]) + ".\n")
    n.f("XR (accession {IDNUM}): " + fr["xr"] + ".\n", C.letters(rng, 2) + C.digits(rng, 8))
    if rng.random() < 0.5:
        n.f("CT requested, order no. {IDNUM}.\n", "ORD" + C.digits(rng, 7))
    n.t("Bloods: FBC, U&E, coag, G&S sent")
    if rng.random() < 0.6:
        n.f(" (sample {IDNUM}).\n", C.digits(rng, 2) + "-" + C.digits(rng, 6))
    else:
        n.t(".\n")
    n.t("ED management: " + rng.choice(["fascia iliaca block 30 mL 0.25% levobupivacaine", "reduction under procedural sedation and backslab",
                                          "splinted, IV antibiotics (cefazolin 2 g) and tetanus toxoid", "analgesia, backslab, elevation"]) + ".\n")
    n.t("\nOrtho plan (accepted): admit under ")
    dname(n, x.surg, rng, "title_last")
    n.f(", {HOSPITAL}, bed {LOCATION_OTHER}. ", x.ward, x.bed)
    n.t(rng.choice(["NBM from midnight for theatre in the morning. ", "For trauma list tomorrow. ", "Elevate, neuro obs hourly. "]))
    n.t("VTE prophylaxis as per protocol.\n")
    rel, who = x.kin()
    n.f("NOK: {FAMILY} (" + rel + "), {PHONE}\n", who.fl, x.kin_phone)
    if rng.random() < 0.5:
        n.f(("PCP" if x.us else "GP") + ": {DOCTOR}, {HOSPITAL}, tel {PHONE}\n", x.gp.fl, x.gp_practice, x.gpphone)
    sign(n, x, ref)
    return n


def op_note(rng, country, lower):
    x = Ctx(rng, country, min_age=19, max_age=91)
    n = C.Note(lower)
    arth = x.age >= 50 and rng.random() < 0.7
    side = x.side()
    if arth:
        pr = rng.choice(K.ARTHRO)
        proc = side + " " + pr["name"]
        dx = pr["dx"]
    else:
        pr = pick_fracture(x, need_op=True)
        while pr["k"] == "nof":
            pr = pick_fracture(x, need_op=True)
        proc = pr["op"] + ", " + side + " " + pr["region"]
        dx = side + " " + pr["dx"]
    header(n, x, "Department of " + x.ortho + " Surgery", rng.choice(["OPERATIVE NOTE", "OPERATION NOTE", "Operative Report", "BRIEF OP NOTE / FULL OP NOTE"]))
    pt_block(n, x, rng.choice([("name", "dob", "mrn", "acct"), ("name", "mrn", "age"), ("name", "dob", "mrn")]))
    sd = x.visit
    n.f("Date of surgery: {DATE}\n", x.d(sd) if rng.random() < 0.7 else C.fd_wk(sd, x.c, rng))
    n.f(plate_or(x) + ": {LOCATION_OTHER}", x.theatre)
    n.t("   Start " + "%02d:%02d" % (rng.randint(8, 15), rng.randint(0, 59)) + "\n")
    n.t("Surgeon: ")
    dname(n, x.surg, rng)
    n.t("\nAssistant: ")
    if rng.random() < 0.3 and x.us:
        dname(n, x.pa, rng, "full_cred")
    else:
        dname(n, x.jun, rng)
    n.t("\n" + ("Anesthesiologist: " if x.us else "Anaesthetist: "))
    dname(n, x.anaes, rng)
    n.t("\nScrub nurse: ")
    n.f("{DOCTOR}" + rng.choice([", RN", "", " RGN", " (CNM)"]) + "\n", x.nurse.fl)
    n.t("\nPre-operative diagnosis: " + dx + ".\nPost-operative diagnosis: same.\nProcedure: " + proc + ".\n")
    if arth and x.us:
        n.t("CPT: " + pr["cpt"] + "\n")
    region = pr["joint"] if arth else pr["region"]
    n.t("Anaesthesia: " + rng.choice(ANAES[region]) + ". ASA " + rng.choice(["I", "II", "II", "III"]) + ".\n")
    tq = rng.choice(["250 mmHg, %d min" % rng.randint(35, 95), "300 mmHg, %d min" % rng.randint(35, 95), "not used"]) \
        if region in ("knee", "ankle", "foot", "wrist", "elbow") else "not applicable"
    n.t("Prophylaxis: " + rng.choice(["cefazolin 2 g IV", "cefuroxime 1.5 g IV", "vancomycin 1 g IV (penicillin allergy)"]) +
        " at induction; TXA 1 g IV. Tourniquet " + tq + ".\n")
    pos = POSN[region] if arth or pr["k"] not in ("ir", "tib") else "supine on traction table"
    n.t("Position: " + pos + ". WHO checklist completed; site marked.\n")
    n.t("\nFindings: ")
    if arth:
        n.t(FIND[pr["k"]] + "\n")
    else:
        n.t(C.cap(pr["xr"]) + ". Fracture haematoma evacuated.\n")
    n.t("\nProcedure:\n")
    if arth:
        n.t("Skin prepared with chlorhexidine-alcohol and draped. " + C.cap(pr["approach"]) + ". ")
        n.t(STEPS[pr["k"]] + " ")
        n.t("Trial reduction: stable, " + TRIAL[pr["joint"]] + ". ")
        n.t("Definitive components implanted. Wound washed with pulsed lavage.\n")
    else:
        n.t("Closed reduction under image intensifier. " + APPR.get(pr["k"], "Direct approach over the fracture; "))
        n.t("fracture cleaned and reduced with pointed reduction clamps; provisional K-wire fixation. " + C.cap(pr["op"]) + ". ")
        n.t("Final fluoroscopy images saved to PACS: satisfactory reduction and implant position.\n")
    n.t("\nImplants:\n")
    n.t("| Component | REF | LOT | SN |\n|---|---|---|---|\n" if rng.random() < 0.6 else "Component / REF / LOT / SN\n")
    if arth:
        comps = pr["comps"]
        sysname = ARTH_SYS[pr["k"]]
    elif "nail" in pr["op"]:
        comps = [("Nail 10 x " + str(rng.choice([180, 340, 360])) + " mm", "NL"), ("Interlocking screw 5.0 mm x 2", "IS")]
        if pr["k"] == "ir":
            comps = [("Cephalomedullary nail 11 x 180 mm, 130 deg", "CMN"), ("Lag screw 10.5 x 95 mm", "LAG"), ("Distal locking screw 5.0 mm", "DLS")]
        sysname = "Harrier IM Nail System"
    elif "wiring" in pr["op"]:
        comps = [("K-wire 1.6 mm x 2", "KW"), ("Cerclage wire 1.0 mm", "CW")]
        sysname = "Tern Cannulated Screw Set"
    elif "plate" not in pr["op"]:
        comps = [("Headless compression screw " + str(rng.randint(20, 40)) + " mm", "HCS")]
        sysname = "Tern Cannulated Screw Set"
    else:
        comps = [("Locking plate " + str(rng.randint(4, 10)) + "-hole", "PL"), ("Cortical screws 3.5 mm x " + str(rng.randint(3, 6)), "CS"),
                 ("Locking screws 3.5 mm x " + str(rng.randint(2, 6)), "LS")]
        sysname = "Kestrel Locking Plate System"
    for comp, code in comps:
        ref = code + "-" + C.digits(rng, 4) + "-" + C.digits(rng, 2)
        lot = rng.choice([C.digits(rng, 2) + C.letters(rng, 1) + C.digits(rng, 5), "L" + C.digits(rng, 8), C.digits(rng, 6) + "-" + C.digits(rng, 2)])
        n.f("| " + sysname + " " + comp + " | " + ref + " | {DEVICE} | ", lot)
        if rng.random() < 0.6:
            n.f("{DEVICE} |\n", C.letters(rng, 2) + C.digits(rng, 7))
        else:
            n.t("n/a |\n")
    if arth and rng.random() < 0.6:
        n.f("Bone cement (gentamicin-loaded) 40 g x 2, LOT {DEVICE}\n", C.digits(rng, 4) + C.letters(rng, 2) + C.digits(rng, 2))
    n.t("\nClosure: " + rng.choice(["layered closure with barbed suture, staples to skin", "2-0 Vicryl, 3-0 Monocryl subcuticular",
                                      "interrupted nylon to skin", "closed over a drain"]) + ". Dressing: " +
        rng.choice(["Aquacel", "Mepore", "Opsite + wool and crepe", "incisional NPWT"]) + ".\n")
    n.t("EBL: " + str(rng.randint(50, 650)) + " mL. Complications: none. Count correct x 2.\n")
    n.t("\nPost-op instructions:\n- " + rng.choice(WB[region]) + ".\n")
    n.t("- " + rng.choice(K.MEDS_US[2:4] if x.us else K.MEDS_IE[2:4]) + " for VTE prophylaxis.\n")
    n.t("- Check x-ray in recovery; bloods " + rng.choice(["POD 1", "day 1 and day 3"]) + ".\n")
    n.f("- Follow-up " + x.ortho.lower() + " clinic in 2/52 for wound review (clinic tel {PHONE}).\n", x.hphone)
    n.f("\nCase ID: {IDNUM}", rng.choice(["OR-", "TH", "CASE-"]) + C.digits(rng, 6))
    if rng.random() < 0.5:
        n.f("   Specimen: {IDNUM} (femoral head to histology)" if arth else "   Specimen: none", *([C.letters(rng, 1) + C.digits(rng, 2) + "-" + C.digits(rng, 5)] if arth else []))
    n.t("\n")
    sign(n, x, x.surg, audit=rng.random() < 0.6)
    if rng.random() < 0.5:
        transcr(n, x)
    return n
