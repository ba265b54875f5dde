"""Genres: patient preparation letter, referral vetting note."""
import pools as P
from common import letterhead, hosp_addr, pt_address_block, cc_block

EXAMS = {
    "fdg": ("PET-CT scan (FDG)", 180),
    "bone": ("bone scan", 240),
    "mpi": ("myocardial perfusion scan (heart scan)", 240),
    "thy": ("thyroid uptake scan", 60),
    "rai": ("radioactive iodine (I-131) treatment", 120),
    "reno": ("MAG3 renogram (kidney scan)", 90),
    "psma": ("PSMA PET-CT scan", 150),
}


def _prep(c, d, ex):
    pt = c.pt
    if ex in ("fdg", "psma"):
        if ex == "fdg":
            d.t("- Do not eat anything for 6 hours before your appointment. You may drink plain water "
                "(at least 1 litre). No chewing gum or sweets.\n"
                "- Avoid strenuous exercise, including gym and heavy gardening, for 24 hours beforehand.\n"
                "- If you have diabetes: take metformin as usual; if you use insulin please call us at least "
                "3 working days before the scan. Blood glucose must be below 11 mmol/L (200 mg/dL).\n"
                "- Keep warm on the day of the scan - brown fat activity in the cold can affect the images.\n")
        else:
            d.t("- You may eat and drink normally. Please drink 500 mL of water in the hour before arrival.\n"
                "- Continue your hormone therapy (e.g. Zoladex, bicalutamide) unless told otherwise.\n")
        if c.maybe(0.4):
            d.f("- Our records show a continuous glucose monitor (transmitter ID {s}). Please remove the sensor "
                "before the scan and bring a replacement.\n", s=(c.serial(), "DEVICE"))
    elif ex == "bone":
        d.t("- You can eat and drink normally and take your usual medicines.\n"
            "- You will have an injection and then return about 3 hours later for the pictures. During the "
            "wait please drink 4-6 extra cups of fluid and empty your bladder often.\n")
    elif ex == "mpi":
        d.t("- No caffeine for 24 hours: coffee (including decaffeinated), tea, cola, energy drinks, "
            "chocolate, and painkillers containing caffeine (e.g. Solpadeine).\n"
            "- If you take bisoprolol, atenolol or other beta-blockers, or isosorbide mononitrate, your "
            "cardiologist may ask you to stop them 48 hours beforehand.\n"
            "- Bring your GTN spray and inhalers. Wear comfortable shoes for the treadmill.\n")
        if c.maybe(0.5):
            d.f("- You have a {dv} (serial {s}); please bring your device ID card.\n",
                dv=c.ch(["pacemaker", "implantable defibrillator (ICD)", "loop recorder"]), s=(c.serial(), "DEVICE"))
    elif ex == "thy":
        d.t("- Stop carbimazole / propylthiouracil 5 days before the scan and restart afterwards.\n"
            "- Avoid kelp, seaweed and multivitamins containing iodine for 1 week.\n"
            "- Tell us if you have had a CT scan with contrast (dye) in the last 6 weeks.\n")
    elif ex == "rai":
        d.f("- Follow the low-iodine diet sheet for 2 weeks before treatment, starting {dt}.\n"
            "- You will receive Thyrogen (rhTSH) injections on {a} and {b} at the day unit.\n"
            "- Stop liothyronine (T3) 14 days before; levothyroxine may continue unless told otherwise.\n"
            "- A pregnancy test is required for women aged 12-55 on the day of treatment.\n",
            dt=c.D(c.plus(c.exam, -14), c.ch(["long", "wdlong", "num"])),
            a=c.D(c.plus(c.exam, -2), c.ch(["wdlong", "wdshort", "long"])),
            b=c.D(c.plus(c.exam, -1), c.ch(["wdlong", "wdshort", "long"])))
    else:
        d.t("- Drink 500 mL of water in the hour before your appointment and continue your usual tablets.\n"
            "- A cannula will be placed and a diuretic (furosemide) may be given during the scan.\n")


def prep_letter(c, d):
    pt = c.pt
    ex = c.ch(sorted(EXAMS))
    name, dur = EXAMS[ex]
    letterhead(d, c)
    d.f("Our ref: {r}", r=(c.acc(), "IDNUM"))
    d.t("   ").w(c.pt_ids(sep="   ")).t("\n")
    letter_date = c.plus(c.exam, -c.ri(7, 30))
    d.f("Date: {dt}\n\n", dt=c.D(letter_date, c.ch(["long", "num"])))
    pt_address_block(d, c)
    if c.maybe(0.7):
        d.f("Dear {t} {n},\n\n", t=c.title(pt["p"]), n=(pt["p"].nm("l"), "PATIENT"))
    else:
        d.f("Dear {n},\n\n", n=(pt["p"].nm(c.ch(["f", "fl"])), "PATIENT"))
    d.f("Re: Your {n} appointment\n\n", n=name)
    d.f("Your doctor, {dr}, has asked us to arrange a {n}. We have booked the following appointment:\n\n",
        dr=c.drn(c.staff("ref"), c.ch(["fl", "l"])), n=name)
    a = hosp_addr(c)
    d.f("    Date:   {dt}\n    Time:   {tm} (please arrive 15 minutes early)\n    Place:  {h}, {b}, Level {lv}\n",
        dt=c.D(c.exam, c.ch(["wdlong", "wdlong", "long"])), tm=c.time(), h=c.H(),
        b=(c.ch(P.BUILDINGS), "LOCATION_OTHER"), lv=str(c.ri(0, 4)))
    d.t("            ").w(c.addr(a, sep=", ")).t("\n")
    d.f("    Length: about {m} minutes\n\n", m=str(dur))
    d.t("How to prepare\n")
    _prep(c, d, ex)
    d.t("\nPlease bring a list of your medicines and any previous scan reports from other hospitals. ")
    d.t("If you are or might be pregnant, or you are breastfeeding, please contact us before your "
        "appointment.\n")
    d.t("The injection contains a small amount of radioactivity. For the rest of the day avoid prolonged "
        "close contact with babies and pregnant women. Please do not bring children to the department.\n")
    if c.c == "US":
        d.f("\nInsurance: prior authorization {pa} approved for CPT {cpt} with {ins} (member ID {m}). "
            "Please bring photo ID and your insurance card.\n", pa=(c.letters(1) + c.digits(9), "IDNUM"),
            cpt=c.ch(["78815", "78306", "78452", "78014", "78708", "A9552"]),
            ins=(c.ch(P.INSURERS["US"]), "ORGANIZATION"), m=(c.hplan(), "HEALTHPLAN"))
    if c.maybe(0.3):
        d.f("Hospital transport has been booked (booking number {b}); the driver will collect you from "
            "{st}.\n", b=(c.letters(2) + c.digits(6), "IDNUM"), st=(pt["addr"]["street"], "STREET"))
    if c.maybe(0.25):
        d.f("An interpreter ({lang}) has been booked. Your {rel} {f} is welcome to accompany you.\n",
            lang=c.ch(["Polish", "Portuguese", "Punjabi", "Arabic", "Irish Sign Language" if c.c == "IE" else "BSL",
                       "Vietnamese", "Cantonese"]), rel=pt["rel"], f=(pt["fam"].nm("fl"), "FAMILY"))
    d.t("\nIf you cannot attend, please let us know at least 48 hours in advance so the radioactive dose, "
        "which is ordered specially for you, is not wasted.\n")
    d.f("Telephone: {t} (weekdays 08:30-16:30)\n", t=(c.dept_phone, "PHONE"))
    if c.maybe(0.6):
        d.f("E-mail: {e}\n", e=(c.email(), "EMAIL"))
    if c.maybe(0.6):
        d.f("More information: {u}\n", u=(c.url(), "URL"))
    sender = c.staff("admin")
    d.f("\nYours sincerely,\n\n{n}\n{r}\n", n=[(sender.nm("fl"), "DOCTOR")],
        r=c.ch(["Booking Coordinator", "Appointments Clerk", "Nuclear Medicine Administrator", "Patient Access Team"]))
    if c.maybe(0.5):
        cc_block(d, c)


# ---------------- referral vetting -----------------

REQ = [("F-18 FDG PET-CT", "staging of NSCLC, T2a N0 on CT", "4 MBq/kg FDG, skull base to mid-thigh"),
       ("PSMA PET-CT", "BCR post RP, PSA 0.42 ng/mL", "Ga-68 PSMA-11 2 MBq/kg"),
       ("Bone scan", "back pain, known breast Ca", "600 MBq Tc-99m HDP + SPECT-CT T-spine"),
       ("Myocardial perfusion scan", "atypical chest pain, unable to exercise", "1-day stress/rest, regadenoson"),
       ("DaTSCAN", "?drug-induced parkinsonism vs Parkinson's disease", "185 MBq I-123 ioflupane, thyroid blockade"),
       ("Lung V/Q SPECT", "?PE, CXR clear, D-dimer raised, contrast allergy", "Technegas ventilation + 100 MBq Tc-99m MAA perfusion"),
       ("Gastric emptying", "diabetic gastroparesis", "4 h solid meal, Tc-99m colloid egg"),
       ("Parathyroid SPECT-CT", "PHPT, Ca 2.89 mmol/L, PTH 14.2 pmol/L", "dual-phase sestamibi + 4D"),
       ("FDG PET-CT", "?cardiac sarcoidosis", "high-fat low-carb prep 24 h, 18 h fast"),
       ("Amyloid PET", "MCI, ?Alzheimer's disease", "F-18 florbetaben 300 MBq")]


def vetting(c, d):
    pt = c.pt
    req = c.ch(REQ)
    ref = c.staff("ref")
    site = c.ch(P.HOSPITALS[c.c] + P.PRACTICES[c.c])
    d.t(c.ch(["REFERRAL VETTING / JUSTIFICATION RECORD\n", "Nuclear Medicine Request - Vetting Note\n",
              "IR(ME)R JUSTIFICATION AND PROTOCOL\n" if c.c == "UK" else "PROTOCOL / VETTING NOTE\n",
              "Request triage\n"]))
    d.f("Received: {dt} via {how}", dt=c.D(c.plus(c.exam, -c.ri(5, 30)), c.ch(["num", "iso", "long"])),
        how=c.ch(["e-RS", "electronic order", "fax", "ePortal", "secure e-mail"]))
    if c.c == "UK" and c.maybe(0.6):
        d.f(" (UBRN {u})", u=(c.digits(4) + " " + c.digits(4) + " " + c.digits(4), "IDNUM"))
    else:
        d.f(" (order {o})", o=(c.letters(2) + c.digits(7), "IDNUM"))
    d.t("\n")
    d.f("Patient: {n}, {a}, DOB {dob}\n", n=c.ptn(c.ch(["LF", "fl", "LFU"])),
        a=[(str(pt["age"]), "AGE"), pt["p"].sex], dob=c.D(pt["dob"]))
    d.w(c.pt_ids(sep="  ")).t("\n")
    if c.maybe(0.4):
        d.f("Address: ", ).w(c.addr(pt["addr"], sep=", ")).f("  Tel {t}\n", t=(pt["mobile"], "PHONE"))
    d.f("Referrer: {r}, {s}", r=c.drn(ref, "fl"), s=(site, "HOSPITAL"))
    if c.maybe(0.5):
        d.f(" (").w(c.L()).t(")")
    d.f("; tel {t}", t=(c.phone(), "PHONE"))
    if c.maybe(0.5):
        d.f(", fax {x}", x=(c.phone(), "FAX"))
    d.t("\n")
    if c.c == "US":
        d.f("Payer: {i}, member {m}, group {g}", i=(c.ch(P.INSURERS["US"]), "ORGANIZATION"),
            m=(c.hplan(), "HEALTHPLAN"), g=(c.digits(5), "HEALTHPLAN"))
        if c.maybe(0.5):
            d.f("; SSN on file {s}", s=(c.ssn(), "SSN"))
        d.t("\n")
    elif c.c == "IE" and c.maybe(0.5):
        d.f("PPSN: {s}   Private insurer: {i} policy {m}\n", s=(c.ssn(), "SSN"),
            i=(c.ch(P.INSURERS["IE"]), "ORGANIZATION"), m=(c.letters(2) + c.digits(7), "HEALTHPLAN"))
    elif c.c == "AU" and c.maybe(0.4):
        d.f("Health fund: {i} member {m}\n", i=(c.ch(P.INSURERS["AU"]), "ORGANIZATION"), m=(c.digits(8), "HEALTHPLAN"))
    d.f("\nRequested: {e}\nClinical details (as supplied): {cd}. ", e=req[0], cd=req[1])
    if c.maybe(0.5):
        d.f("Previous {m} {dt} at {h}. ", m=c.ch(["CT", "MRI", "ultrasound", "bone scan"]),
            dt=c.D(c.plus(c.exam, -c.ri(20, 300)), c.ch(["num", "my", "med"])), h=(c.ch(P.HOSPITALS[c.c]), "HOSPITAL"))
    d.t("\n\nChecklist:\n")
    d.f("[x] Clinical question clear\n[x] Weight {w} kg; height {h} cm; able to lie flat for 30 min\n",
        w=str(pt["weight"]), h=str(c.ri(148, 196)))
    if pt["p"].sex == "F" and 12 <= pt["age"] <= 55:
        d.f("[x] Pregnancy/breastfeeding: LMP {l}; not breastfeeding\n",
            l=c.D(c.plus(c.exam, -c.ri(5, 25)), c.ch(["num", "dM", "dm"])))
    else:
        d.t("[x] Pregnancy/breastfeeding: not applicable\n")
    d.f("[{a}] Diabetes ({dm})\n[{b}] Claustrophobia\n[x] Renal function: eGFR {g}\n",
        a=c.ch(["x", " "]), dm=c.ch(["diet controlled", "insulin", "metformin", "none"]), b=c.ch(["x", " "]),
        g=str(c.ri(28, 95)))
    outcome = c.ch(["JUSTIFIED", "JUSTIFIED", "JUSTIFIED - protocol modified", "NOT JUSTIFIED - returned to referrer",
                    "PENDING - further information requested"])
    d.f("\nOutcome: {o}\nProtocol: {p}\nPriority: {pr}; book by {dt}\n", o=outcome, p=req[2],
        pr=c.ch(["P1 (2 weeks)", "P2 (4 weeks)", "routine (6 weeks)", "urgent - 2WW pathway", "inpatient"]),
        dt=c.D(c.plus(c.exam, c.ri(3, 40)), c.ch(["num", "dM", "wdshort", "long"])))
    if outcome.startswith("NOT"):
        d.f("Reason: indication not supported by guidelines; suggest {alt}. Letter to {r} {dt}.\n",
            alt=c.ch(["CT CAP", "MRI whole spine", "CTPA", "ultrasound neck"]), r=c.drn(ref, "l"),
            dt=c.D(c.plus(c.exam, -c.ri(1, 4)), "num"))
    elif outcome.startswith("PENDING"):
        d.f("E-mailed {r} at {e} requesting recent histology and CT report.\n", r=c.drn(ref, "l"),
            e=(c.email(ref), "EMAIL"))
    com = c.ri(0, 4)
    if com == 0:
        d.f("Booking note: needs hoist; lives in care home ({ch}) - contact carer {f} on {t}.\n",
            ch=(c.ch(["Larkspur House", "Oakhurst Lodge", "Millrace Court Care Home", "Heron View Nursing Home"]), "HOSPITAL"),
            f=(pt["fam"].nm("fl"), "FAMILY"), t=(c.phone(), "PHONE"))
    elif com == 1:
        d.f("Booking note: patient is a {j}; prefers early morning appointment. Mobile {m}.\n",
            j=(pt["prof"], "PROFESSION"), m=(pt["mobile"], "PHONE"))
    elif com == 2:
        d.f("Booking note: travelling from {co} for treatment, return flight {dt} - book before then.\n",
            co=(c.ch(P.COUNTRIES_ABROAD), "COUNTRY"), dt=c.D(c.plus(c.exam, c.ri(10, 30)), c.ch(["dM", "long", "num"])))
    elif com == 3:
        d.f("Booking note: {rel} {f} to attend as interpreter/carer.\n", rel=pt["rel"],
            f=(pt["fam"].nm(c.ch(["fl", "f"])), "FAMILY"))
    v = c.staff("rad")
    lab, val = c.lic()
    d.f("\nVetted by: {v}", v=c.drn(v, c.ch(["fl", "il"])))
    if c.c == "UK":
        d.f(" (IR(ME)R practitioner; {lab}{val})", lab=lab, val=(val, "LICENSE"))
    d.f(" on {dt}{tm}\n", dt=c.D(c.plus(c.exam, -c.ri(1, 4)), c.ch(["num", "iso", "dash"])),
        tm=(" " + c.time()) if c.maybe(0.5) else "")
    if c.maybe(0.4):
        d.f("Entered in RIS by {u}\n", u=(c.username(c.staff("admin")), "USERNAME"))
