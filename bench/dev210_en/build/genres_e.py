"""Genres (own): plastics / burns MDT meeting minutes, pressure garment
measurement and fitting record."""
import fakers as F
import common as C
import pools as P

MDT_CASES = [
    ("BCC R temple, infiltrative", "WLE 4 mm margins + local flap", "Mohs not available; proceed WLE"),
    ("SCC L scalp, 2.1 cm, PNI present", "WLE + adjuvant RT", "Refer to clinical oncology"),
    ("Melanoma L back, Breslow 2.4 mm, ulcerated (pT3b)", "WLE 2 cm + SLNB", "CT staging before surgery"),
    ("Merkel cell carcinoma R cheek", "WLE + SLNB, then RT", "Discuss at regional skin MDT"),
    ("Chronic burn scar ulcer L leg - query Marjolin's ulcer", "Incisional biopsy", "Biopsy then re-discuss"),
    ("Post-burn neck contracture, severe", "Release + free ALT flap", "List for theatre; anaesthetic review"),
    ("Sarcoma R thigh (myxofibrosarcoma)", "Excision + reconstruction", "Sarcoma centre referral"),
    ("Grade 4 sacral pressure injury, paraplegic", "Gluteal rotation flap", "Optimise nutrition first"),
    ("Lower limb open fracture, Gustilo IIIB", "Free flap within 72 h", "Joint orthoplastic list"),
    ("Breast reconstruction after mastectomy, BRCA1", "Bilateral DIEP", "Proceed; genetics letter filed"),
]


def _other_patient(rng, country):
    p = F.Person(rng, "PATIENT")
    age = rng.randint(24, 93)
    return p, age, F.mrn(rng, country)


def mdt(n, c):
    rng = c.rng
    uk = c.uk
    md = c.off(rng.randint(0, 60))
    while md.weekday() >= 5:
        md = F.plus(md, 1)
    title = rng.choice(["PLASTICS / SKIN CANCER MDT - OUTCOMES", "Burns & Reconstruction MDT Minutes",
                        "SPECIALIST SKIN MDT", "Multidisciplinary Team Meeting - Plastic Surgery"])
    n.add([(c.hosp, "HOSPITAL"), "\n", title, "\n"])
    n.add(["Date: "] + c.d(md, rng.choice(["wd", None])) + [f"   {rng.choice(['08:00', '12:30', '13:00', '07:45'])}\n"])
    n.add(["Venue: room ", (f"{rng.randint(1, 4)}.{rng.randint(1, 30):02d}", "LOCATION_OTHER"), ", ",
           (rng.choice(["Hartley Building", "Jubilee Education Centre", "Carrick Wing", "Lister Pavilion", "West Atrium"]),
            "LOCATION_OTHER"), " / video link ", (F.url(rng, "portal").replace("login", "mdt"), "URL"), "\n"])
    n.add(["Chair: "] + c.dr("cons", "pl") + ["\n"])
    att = [c.staff["reg"], c.staff["nurse"], c.staff["ther"], c.staff["anaes"]]
    for _ in range(rng.randint(2, 5)):
        att.append(F.Staff(rng, c.country, rng.choice(["Consultant Dermatologist", "Consultant Histopathologist",
                                                       "Consultant Radiologist", "Clinical Oncologist",
                                                       "Skin CNS", "Psychologist"]), "", dr=True))
        if att[-1].role in ("Skin CNS", "Psychologist"):
            att[-1].pref = ""
    n.add("Present: ")
    for i, s in enumerate(att):
        n.add(s.ref(rng, rng.choice(["pl", "pfl", "fl_cred"])) + [f" ({s.role.split(',')[0]})"])
        n.add(", " if i < len(att) - 1 else "\n")
    co = c.staff["clerk"]
    n.add(["MDT coordinator: "] + co.seg("full") + [", tel ", (F.phone_ext(rng, c.country, c.city), "PHONE"),
                                                   ", ", (co.email, "EMAIL"), "\n\n"])
    pts = [(c.pt, c.age, c.mrn)] + [_other_patient(rng, c.country) for _ in range(rng.randint(2, 4))]
    cases = []
    for p, _, _ in pts:
        pool = [x for x in MDT_CASES if x not in cases and (p.sex == "F" or "reast" not in x[0])]
        cases.append(rng.choice(pool))
    for i, ((p, age, mrn), (dx, op, out)) in enumerate(zip(pts, cases)):
        n.add(f"{i + 1}. ")
        n.add(p.seg(rng.choice(["LFU", "LF", "full", "FLU"])) + [" (", (str(age), "AGE"), p.sex + ")  ",
                                                                  "Hosp no " if uk else "MRN ", (mrn, "MRN"), "\n"])
        if rng.random() < 0.5:
            gp = F.Person(rng, "DOCTOR")
            n.add(["   Referred by "] + gp.seg("full") + [", ",
                   (rng.choice(P.UK_GP if uk else P.US_CLINICS[:7]), "HOSPITAL"), "\n"])
        n.add(f"   Diagnosis: {dx}\n")
        if rng.random() < 0.7:
            n.add(["   Histology: ", (F.idnum(rng, "spec"), "IDNUM"), " reported "]
                  + c.d(F.plus(md, -rng.randint(3, 20)), rng.choice(["dm", None])) + ["\n"])
        n.add(f"   Proposed: {op}\n   Outcome: {out}\n")
        if rng.random() < 0.5:
            n.add(["   Actions: "] + rng.choice(att).seg("fi_last") + [f" to {rng.choice(['book clinic', 'request CT', 'inform GP', 'consent in clinic', 'refer to oncology'])}"])
            if rng.random() < 0.5:
                n.add([" by "] + c.d(F.plus(md, rng.randint(5, 21)), rng.choice(["dm", "daymon"])))
            n.add("\n")
        if rng.random() < 0.25:
            n.add(f"   Note: {rng.choice(['patient aware of diagnosis', 'lives alone', 'anticoagulated - bridging plan needed', 'interpreter required'])}")
            if rng.random() < 0.5:
                n.add(["; daughter "] + F.Person(rng, "FAMILY", sex="F", surname=p.last).seg("first") + [" to attend clinic"])
            n.add("\n")
        n.add("\n")
    n.add(["Next MDT: "] + c.d(F.plus(md, 7), rng.choice([None, "wd"])) + ["\n"])
    n.add(["Minutes recorded by "] + co.seg(rng.choice(["full", "fi_last"])) + ["; approved by "] + c.dr("cons", "pl") + ["\n"])


GARMENTS = [
    ("Vest with long sleeves", ["chest", "waist", "upper arm", "elbow", "forearm", "wrist"]),
    ("Glove (open fingertips)", ["MCP", "palm", "wrist", "thumb base", "index P1", "middle P1"]),
    ("Full-length leggings", ["waist", "thigh top", "mid-thigh", "knee", "calf", "ankle"]),
    ("Face mask (fabric) with chin strap", ["head circ", "forehead-chin", "ear-ear", "neck"]),
    ("Arm sleeve", ["axilla", "upper arm", "elbow", "forearm", "wrist"]),
    ("Below-knee stocking", ["knee", "calf max", "calf min", "ankle", "foot"]),
]
MAKERS = ["Scarwear Garments Ltd", "Compressa Medical", "Burnside Pressure Therapy", "Contour Fabric Works"]


def garment_fitting(n, c):
    rng = c.rng
    uk = c.uk
    vis = c.off(rng.randint(21, 120))
    title = rng.choice(["PRESSURE GARMENT MEASUREMENT & FITTING RECORD", "Pressure Garment Therapy - Measurement Form",
                        "COMPRESSION GARMENT ORDER / FITTING"])
    C.pt_header(n, c, title, addr=False)
    n.add(["Date measured: "] + c.d(vis) + ["   Measured by: "] + c.staff["ther"].ref(rng) + ["\n"])
    g, pts = rng.choice(GARMENTS)
    side = rng.choice(["R", "L", "bilateral"])
    n.add(f"Garment: {g} ({side}); fabric {rng.choice(['powernet 20-25 mmHg', 'Tricodur', 'lycra 30 mmHg', 'soft-knit (paediatric)'])}\n")
    n.add(f"Scar maturity: {rng.randint(2, 14)} months; VSS {rng.randint(3, 12)}/13\n\n")
    n.add("Measurements (cm, reduction 10-15%)\n")
    n.add("Point        |   R   |   L   | Length from base\n")
    base = rng.uniform(14, 95) if g.startswith(("Vest", "Full")) else rng.uniform(8, 40)
    for i, pnt in enumerate(pts):
        r = round(base * rng.uniform(0.55, 1.0), 1)
        lft = round(r * rng.uniform(0.95, 1.05), 1)
        n.add(f"{pnt:<12} | {r:>5} | {lft:>5} | {i * 4} cm\n")
    n.add("\n")
    if rng.random() < 0.55:
        n.add(["3D limb scanner used (", rng.choice(["Perimeter", "LymphaTech", "Artec Eva"]), ", SN ",
               (F.device_sn(rng, "camera"), "DEVICE"), ")\n"])
    mk = rng.choice(MAKERS)
    n.add(["Manufacturer: ", (mk, "ORGANIZATION"), "   Order no. ", (F.idnum(rng, "order"), "IDNUM"),
           f"   Qty: {rng.choice([2, 2, 3])}\n"])
    if uk:
        n.add(["Funding: NHS (NHS No ", (c.nhs, "HEALTHPLAN"), ")"])
        if c.ins_name:
            n.add(["; private top-up via ", (c.ins_name, "ORGANIZATION")])
        n.add("\n")
    else:
        n.add(["Payer: ", (c.ins_name, "ORGANIZATION"), ", member ", (c.member, "HEALTHPLAN"), ", group ",
               (c.group, "HEALTHPLAN"), "\nPrior auth: ", (F.idnum(rng, "ref"), "IDNUM"), f"  HCPCS {rng.choice(['A6501', 'A6502', 'A6509', 'A6512'])}\n"])
        if rng.random() < 0.35:
            n.add(["Subscriber SSN: ", (c.ssn, "SSN"), "  (subscriber: "]
                  + (c.nok.seg("full") if c.age < 18 else ["self"]) + [")\n"])
        n.add(["Billing acct: ", (c.acct, "ACCOUNT"), "\n"])
    n.add(["Deliver to: "] + c.address(with_country=rng.random() < 0.3) + ["\n"])
    n.add(["Contact for delivery: ", c.phone_any(), "\n"])
    if rng.random() < 0.4:
        n.add(["Parking/transport: ", rng.choice(["blue badge; car reg ", "hospital transport declined; car reg "]),
               (F.vehicle(rng, c.country), "VEHICLE"), "\n"])
    n.add("\nFITTING\n")
    fd = F.plus(vis, rng.randint(10, 28))
    n.add(["Fitted: "] + c.d(fd) + [f". {rng.choice(['Good fit, no rubbing', 'Tight at proximal edge - adjusted', 'Zip irritation - liner added', 'Slightly long in sleeve, returned for alteration'])}. "
                                    f"Wear 23 h/day, wash daily, replace every 3 months.\n"])
    if c.age < 16:
        n.add(["Instructions given to ", c.nok.rel, " "] + c.nok.seg("first") + ["; school (", (c.school, "ORGANIZATION"),
                                                                                   ") letter re: PE kit.\n"])
    elif c.job and not c.retired and rng.random() < 0.5:
        n.add(["Work: ", (c.job, "PROFESSION"), " - extra set for work; heat exposure discussed.\n"])
    n.add(["Re-measure due: "] + c.d(F.plus(fd, rng.choice([84, 90, 91, 120])), rng.choice([None, "monyr"])) + ["\n"])
    n.add(["Garment care advice: ", (F.url(rng, "leaflet"), "URL"), "\n\n"])
    C.sig(n, c, "ther", when=vis, lic=rng.random() < 0.6)
