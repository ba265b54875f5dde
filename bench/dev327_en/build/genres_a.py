"""Genres: podiatry assessment, nail surgery consent/procedure record, podiatric surgery operative note."""
import note as N
import locale_fmt as L
import clinical as C
from common import (school_name, art, setup, after, before, dstyle, D, letterhead, pt_block, signoff, age_expr, age_sex,
                    hp_pieces, natid_pieces, fam_phrase, room, ref_id, mrn_label)

ICD = ["M72.2 Plantar fascial fibromatosis", "M20.11 Hallux valgus, right foot", "M20.22 Hallux rigidus, left foot",
       "G57.61 Lesion of plantar nerve, right", "L60.0 Ingrowing nail", "B35.1 Tinea unguium", "L84 Corns and callosities",
       "M77.31 Calcaneal spur, right foot", "M76.62 Achilles tendinitis, left leg", "M21.41 Flat foot, right",
       "E11.42 Type 2 DM with diabetic polyneuropathy", "M79.672 Pain in left foot", "E11.621 Type 2 DM with foot ulcer"]
DEPT = ["Podiatry Department", "Podiatry & Foot Health Service", "MSK Podiatry", "Community Podiatry Service",
        "Foot Protection Service", "Department of Podiatric Medicine"]


def _hpc(n, p, rng, c, enc, case=None):
    case = case or rng.choice(C.CASES)
    dur = rng.choice(["6/12", "3/12", "2 yr", "18 months", "8 weeks", "several years", "4/52"])
    side = rng.choice(["R", "L", "bilateral", "right", "left"])
    who = rng.choice([N.pt_title(p), [(p.first, "PATIENT")], ["Pt"], ["Patient"]])
    n.add(who, " is " + art(p) + " ", age_expr(p, rng), " ", N.job_np(p, rng), " presenting with a " + dur + " history of " +
          case["complaint"] + " (" + side + "). ")
    n.add(case["hx"] + " " + rng.choice(["", "Gradual onset, no trauma. ", "Worse at work. ", "Affecting sleep. "]))
    n.add(rng.choice(["VAS ", "NRS "]) + str(rng.randint(3, 9)) + "/10. ")
    r = rng.random()
    if r < 0.35:
        ev = after(rng, before(rng, enc, 60, 400), 0, 10)
        n.add("Symptoms started after a walking holiday in ", (rng.choice(L.FOREIGN), "COUNTRY"), " in ",
              D(ev, c, "my"), ". ")
    elif r < 0.6:
        n.add("Flared after the ", (rng.choice(["Christmas", "Easter", "New Year", "Thanksgiving" if c == "US" else "Easter"]), "DATE"),
              " period when on feet more. ")
    elif r < 0.8 and p.age >= 18:
        n.add("Attends with ", fam_phrase(p, rng), ". ")
    n.add(rng.choice(["Tried OTC insoles and ibuprofen gel with minimal relief. ", "Has seen physio x4 sessions. ",
                      "No previous podiatry input. ", ["Previously seen here in ", (str(rng.choice([2015, 2017, 2018, 2019])), "DATE"),
                                                      " for orthoses. "]]))
    n.line()
    return case


def _exam(n, rng, short=False):
    n.line("Vascular: " + "; ".join(C.some(rng, C.VASC, 1, 2)))
    n.line("Neuro: " + "; ".join(C.some(rng, C.NEURO, 1, 2)))
    n.line("Derm: " + "; ".join(C.some(rng, C.DERM, 1, 2)))
    if not short:
        n.line("MSK/biomech: " + "; ".join(C.some(rng, C.MSK, 2, 4)))
        n.line("Footwear: " + rng.choice(["slip-on pumps, poor fixation", "well-fitting lace-ups", "worn trainers, medial heel wear",
                                          "steel toe-cap boots (work)", "flip-flops in summer", "court shoes 2 in heel"]))


def podiatry_assessment(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 16, 94)
    site = N.make_site(rng, c, rng.choice(["pod", "pod", "hosp"]))
    pod = N.make_staff(rng, c, "pod")
    gp = N.make_staff(rng, c, "dr")
    gps = N.make_site(rng, c, "gp")
    ds = dstyle(rng, c)
    lay = rng.randrange(3) if c != "US" else rng.choice([1, 1, 2])
    if lay == 0:
        letterhead(n, site, rng, dept=rng.choice(DEPT))
        n.line()
        n.line(rng.choice(["NEW PATIENT ASSESSMENT", "Podiatry Initial Assessment", "MSK PODIATRY ASSESSMENT",
                           "General Podiatry - First Appointment"]))
        n.line("Date: ", D(enc, c, ds), "   Time: ", rng.choice(C.TIMES), "   Room ", (room(rng), "LOCATION_OTHER"))
        pt_block(n, p, rng, enc)
        n.line("GP: ", N.doc(gp, "full"), ", ", (gps.name, "HOSPITAL"), rng.choice(["", ["  Tel ", (gps.phone, "PHONE")]]))
        n.line("Referral: ", rng.choice(["GP letter", "self-referral", "physio referral", "diabetes nurse"]),
               " received ", D(before(rng, enc, 10, 150), c, ds), ", triage category ", rng.choice(["routine", "soon", "P3"]))
        n.line()
        case = rng.choice(C.CASES)
        n.line("PC: " + case["complaint"])
        n.add("HPC: ")
        case = _hpc(n, p, rng, c, enc, case)
        dx = case["dx"]
        n.line("PMH: " + ", ".join(C.some(rng, C.PMH, 1, 4)))
        n.line("DH: " + "; ".join(C.some(rng, C.MEDS, 0, 5) or ["nil regular"]))
        n.line("Allergies: " + rng.choice(C.ALLERGY))
        if rng.random() < 0.6:
            f = p.fam[1]
            n.add("SH: Lives with " + f.rel + " ", N.fam_name(f, rng.choice(["first", "full"])))
        else:
            n.add("SH: Lives alone")
        n.line(". ", rng.choice(["Non-smoker.", "Ex-smoker (20 pack-yr).", "Smokes 10/day."]), " Alcohol ",
               str(rng.choice([0, 4, 8, 14, 20])), " u/wk.")
        if rng.random() < 0.4:
            n.line("Hobbies: walking, member of ", (N.org_name(rng, c, "club"), "ORGANIZATION"), ".")
        if p.nick and rng.random() < 0.7:
            n.line("Prefers to be called \"", (p.nick, "PATIENT"), "\".")
        n.line()
        n.line("O/E")
        _exam(n, rng)
        n.line()
        n.line("Impression: " + dx)
        n.line("Plan:")
        n.line("1. Advice re footwear and load management; leaflet given (", (site.url, "URL"), ")")
        n.line("2. " + rng.choice(case["plans"]))
        rv = after(rng, enc, 28, 70)
        n.line("3. Review ", rng.choice(["6/52", "8/52", "4-6 weeks"]), " - booked ", D(rv, c, ds), " with ",
               N.doc(N.make_staff(rng, c, "pod"), "init"))
        n.line()
        signoff(n, pod, rng, c, enc)
    elif lay == 1:
        n.line((site.name.upper(), "HOSPITAL"))
        n.line("PODIATRY " + rng.choice(["NEW PATIENT VISIT", "OFFICE VISIT", "CONSULTATION"]))
        n.line("PATIENT: ", N.pt_lastfirst(p, upper=True, mid=True), "    DOB: ", D(p.dob, c, "num"), "    ",
               mrn_label(c, rng) + ": ", (p.mrn, "MRN"))
        n.line("DOS: ", D(enc, c, "num"), "    Encounter #: ", (ref_id(rng, rng.choice(["", "E", "V"]), 9), "ACCOUNT"))
        n.line("Insurance: ", hp_pieces(p, rng))
        n.line("Provider: ", N.doc(pod, "fullcred"), N.lic(pod))
        n.line("PCP: ", N.doc(gp, "last"), ", ", (gps.name, "HOSPITAL"), "  Fax ", (gps.fax, "FAX"))
        n.line()
        case = rng.choice(C.CASES)
        n.line("CC: " + rng.choice(["\"" + case["complaint"] + "\"", case["complaint"], "f/u " + case["complaint"]]))
        n.add("HPI: ")
        case = _hpc(n, p, rng, c, enc, case)
        dx = case["dx"]
        n.line("PMH: " + ", ".join(C.some(rng, C.PMH, 1, 4)))
        n.line("Meds: " + ", ".join(C.some(rng, C.MEDS, 1, 5)))
        n.line("Allergies: " + rng.choice(C.ALLERGY))
        sh = N.prof_pieces(p, rng)
        n.line("Social: ", sh if sh else "unemployed", ". ", rng.choice(["Denies tobacco.", "Former smoker.", "1 ppd."]))
        n.line("ROS: negative except as per HPI.")
        n.line()
        n.line("PHYSICAL EXAM")
        _exam(n, rng)
        dxl = case["dx"].lower()
        xr = ("HAA 34, IMA 15, sesamoid position 5" if "valgus" in dxl else
              "joint space narrowing 1st MTPJ with dorsal osteophyte" if "rigidus" in dxl else
              "plantar calcaneal spur, no fracture" if "heel" in dxl else
              "posterosuperior calcaneal prominence" if "haglund" in dxl else "no acute osseous abnormality")
        n.line("X-ray (" + rng.choice(["3 views", "WB AP/lat/oblique", "2 views"]) + ") acc# ",
               (ref_id(rng, rng.choice(["XR", "RAD"]), 8), "IDNUM"), ": " + xr)
        n.line()
        n.line("ASSESSMENT")
        n.line(" - " + case["icd"])
        for code in rng.sample(ICD, rng.randint(0, 1)):
            if code != case["icd"]:
                n.line(" - " + code)
        n.line("PLAN")
        n.line(" - " + dx + ": discussed etiology and treatment options, patient verbalized understanding")
        n.line(" - " + rng.choice(case["plans"]))
        n.line(" - RTC " + rng.choice(["3 wks", "4 wks", "6 wks"]) + " (", D(after(rng, enc, 18, 45), c, "num"), ")")
        n.line()
        n.line("Electronically signed by ", N.doc(pod, "bare"), ", " + pod.title + " on ", D(enc, c, "num"), " " +
               rng.choice(C.TIMES))
        if rng.random() < 0.5:
            n.line("Scribed by ", (N.make_staff(rng, c, "hca").first + " " + N.make_staff(rng, c, "hca").last, "DOCTOR"),
                   ", medical scribe")
    else:
        n.line(rng.choice(["Podiatry clinic note", "PODIATRY - CLINIC ENTRY", "Foot health consultation"]), " - ",
               (site.name, "HOSPITAL"))
        n.line(N.pt_full(p), ", ", age_sex(p, rng), ", ", mrn_label(c, rng), " ", (p.mrn, "MRN"), ", seen ",
               D(enc, c, rng.choice(["wdnum", "num", "mon"])))
        if p.nat:
            n.line(natid_pieces(p))
        n.line()
        n.add("S: ")
        case = _hpc(n, p, rng, c, enc)
        dx = case["dx"]
        n.line("   PMH " + ", ".join(C.some(rng, C.PMH, 1, 3)) + ". Meds: " + ", ".join(C.some(rng, C.MEDS, 1, 4)) + ".")
        n.line("O:")
        _exam(n, rng, short=rng.random() < 0.5)
        n.line("   " + rng.choice(C.SCORES) + "; " + rng.choice(C.LABS) + " (GP bloods " + rng.choice(["last month", "3/12 ago", "recent"]) + ")")
        n.line("A: " + dx)
        n.line("P: " + rng.choice(case["plans"]) + "; next appt ",
               D(after(rng, enc, 14, 60), c, ds), " ", rng.choice(C.TIMES))
        if rng.random() < 0.5:
            n.line("Pt prefers contact by text on ", (p.mobile, "PHONE"), " or email ", (p.email, "EMAIL"))
        n.line(N.doc(pod, rng.choice(["bare", "init"])), " ", pod.title, N.lic(pod))
    return n


def nail_surgery(rng, c):
    n = N.Note()
    child = rng.random() < 0.2
    enc, p = setup(rng, c, 11 if child else 18, 16 if child else 90)
    site = N.make_site(rng, c, rng.choice(["pod", "pod", "surg"]))
    op = N.make_staff(rng, c, "pod")
    ast = N.make_staff(rng, c, rng.choice(["hca", "pod"]))
    ds = dstyle(rng, c)
    letterhead(n, site, rng, dept=rng.choice(["Nail Surgery Clinic", "Minor Surgery - Podiatry", None]),
               contacts=rng.random() < 0.7, upper=rng.random() < 0.3)
    n.line()
    n.line(rng.choice(["NAIL SURGERY - CONSENT AND PROCEDURE RECORD", "Nail Surgery Record & Consent",
                       "CONSENT FORM 4P / NAIL SURGERY PROCEDURE SHEET", "Toenail Surgery: Consent and Operative Record"]))
    n.line("Form ref: ", (ref_id(rng, rng.choice(["NS-", "CF", "NSR/"]), 6), "IDNUM"))
    n.line()
    pt_block(n, p, rng, enc, addr=rng.random() < 0.7)
    proc = rng.choice(C.NAIL_PROC)
    cd = before(rng, enc, 0, 21)
    n.line()
    n.line("SECTION 1 - CONSENT")
    sd = "L hallux" if "L hallux" in proc else "R hallux"
    n.line("Diagnosis: " + rng.choice([x for x in C.NAIL_DX if sd in x]))
    n.line("Proposed procedure: " + proc + " under local anaesthetic")
    n.line("Benefits: resolution of pain/infection; permanent narrowing of nail where phenol used.")
    n.line("Risks discussed: post-op infection (approx 5%), regrowth / nail spike (3-5%), prolonged discharge 4-6 weeks, "
           "pain, bleeding, reaction to LA, cosmetic change, phenol burn (rare).")
    n.line("Alternatives: conservative care (nail cutting, packing), no treatment.")
    if child:
        par = p.fam[0]
        n.line("Patient is a minor (", (str(p.age), "AGE"), " yrs). Consent given by ", par.rel, " ",
               N.fam_name(par, "full"), " (parental responsibility); patient assents.")
        n.line("School: ", (school_name(rng, c, p.age), "ORGANIZATION"), " - note given for PE exemption 2 weeks.")
    n.line("Patient signature: [signed]   Print name: ", N.pt_full(p) if not child else N.fam_name(p.fam[0], "full"),
           "   Date: ", D(cd, c, ds))
    n.line("Health professional: ", N.doc(op, "bare"), ", " + op.title, "   Date: ", D(cd, c, ds))
    if N.interp_lang(p, rng) and rng.random() < 0.35:
        n.line("Interpreter used: ", N.interp_lang(p, rng),
               " - ", (N.make_staff(rng, c, "admin").first + " " + N.make_staff(rng, c, "admin").last, "DOCTOR"),
               " (ID ", (ref_id(rng, "INT", 5), "IDNUM"), ")")
    n.line("Confirmation of consent on day: ", rng.choice(["yes", "Yes - pt reconfirmed", "Y"]))
    n.line()
    n.line("SECTION 2 - PRE-OPERATIVE CHECK")
    n.line("PMH: " + ", ".join(C.some(rng, C.PMH, 0, 3) or ["nil of note"]) + "   Meds: " +
           ", ".join(C.some(rng, C.MEDS, 0, 3) or ["nil"]))
    n.line("Allergies: " + rng.choice(C.ALLERGY) + "   BP " + str(rng.randint(110, 160)) + "/" + str(rng.randint(60, 95)) +
           " mmHg   Pulse " + str(rng.randint(58, 96)) + " reg   BG " + str(rng.randint(45, 120) / 10) + " mmol/L")
    n.line(rng.choice(C.VASC) + ". " + rng.choice(C.NEURO) + ".")
    n.line("Escort home: ", rng.choice([fam_phrase(p, rng, 1), "taxi", "own arrangements - advised not to drive"]))
    n.line()
    n.line("SECTION 3 - PROCEDURE")
    n.line("Date: ", D(enc, c, ds), "   Room ", (room(rng), "LOCATION_OTHER"), "   Start ", rng.choice(C.TIMES))
    n.line("Operator: ", N.doc(op, "bare"), N.lic(op), "   Assistant: ", N.doc(ast, rng.choice(["bare", "init"])))
    n.line("WHO checklist completed; site marked (" + sd + ").")
    n.line("Anaesthesia: " + rng.choice(C.ANAES) + "; batch " + L.dg(rng, 5) + rng.choice("ABKQX") + " exp " +
           "%02d/%d" % (rng.randint(1, 12), rng.randint(2025, 2028)))
    t1 = rng.randrange(9, 16)
    n.line("Anaesthesia achieved at " + "%02d:%02d" % (t1, rng.randrange(0, 50)) + "; tourniquet on, " +
           str(rng.randint(6, 25)) + " min total.")
    if proc.startswith("TNA"):
        how = "Nail plate freed with Freer elevator, avulsed en bloc, sulci and nail bed curetted."
    else:
        how = rng.choice(["Nail border freed, split with English anvil, section removed, hypergranulation curetted.",
                          "Border freed and excised with Thwaites nippers, spicule checked and removed."])
    n.line("Procedure: " + proc + ". " + how)
    if "phenol" in proc and "without" not in proc:
        n.line("Chemical: " + rng.choice(["phenol 80% (liquefied) 3 x 30 s", "phenol 89% 3 x 60 s", "phenol 80% 2 x 1 min"]) +
               ", neutralised with IMS, lot PH" + L.dg(rng, 4) + ".")
    elif "NaOH" in proc:
        n.line("Chemical: NaOH 10% 1 min, neutralised with acetic acid 5%, lot NA" + L.dg(rng, 4) + ".")
    n.line("Instrument set: ", (rng.choice(["NS-", "NAILSET-", "PDY-NS-"]) + L.dg(rng, 4), "DEVICE"),
           " (tracked; returned to ", rng.choice(["HSDU", "CSSD", "SSD"]), ")")
    n.line("Dressing: " + rng.choice(["povidone-iodine tulle, gauze, tubular bandage", "paraffin gauze + Melolin + crepe",
                                      "alginate, gauze, conforming bandage"]) + ". EBL minimal. Tolerated well.")
    n.line()
    n.line("SECTION 4 - AFTERCARE")
    rd = after(rng, enc, 2, 4)
    n.line("Verbal and written advice given (leaflet also at ", (site.url, "URL"), ").")
    n.line("First redressing: ", D(rd, c, rng.choice([ds, "wdlong"])), " ", rng.choice(C.TIMES), " at ",
           (N.make_site(rng, c, "pod").name, "HOSPITAL"))
    n.line("Analgesia: paracetamol 1 g QDS PRN; avoid NSAIDs if " + rng.choice(["on anticoagulant", "CKD", "asthmatic"]) + ".")
    n.line("If concerns (bleeding, spreading redness, fever) ring ", (site.phone, "PHONE"), rng.choice(
        [" (Mon-Fri 08:30-16:30)", " or out of hours 111", ""]), ".")
    n.line("Follow-up: " + rng.choice(["redress weekly until healed", "review 2/52", "discharge when healed, GP aware"]))
    n.line()
    signoff(n, op, rng, c, enc, contact=rng.random() < 0.5)
    return n


def operative_note(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 20, 86)
    hosp = N.make_site(rng, c, rng.choice(["hosp", "surg", "surg"]))
    surg = N.make_staff(rng, c, "surg")
    ast = N.make_staff(rng, c, rng.choice(["pod", "surg"]))
    an = N.make_staff(rng, c, "dr")
    scrub = N.make_staff(rng, c, "nurse")
    side = rng.choice(["LEFT", "RIGHT"])
    proc = rng.choice(sorted(C.OP_CASES))
    find, desc, fixes, spec = C.OP_CASES[proc]
    dxs = [k["dx"] for k in C.CASES if k["proc"] and (k["proc"] == proc or k["proc"].split()[0] == proc.split()[0])]
    dx = dxs[0] if dxs else "Hallux rigidus grade 2"
    ds = dstyle(rng, c)
    n.line((hosp.name, "HOSPITAL"), rng.choice([" - Podiatric Surgery", " | Day Surgery", ""]))
    unit = N.site_name(rng, c, "ward")
    n.line(rng.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Podiatric Surgery Operation Record"]))
    n.line()
    pt_block(n, p, rng, enc, style=rng.choice(["kv", "upper", "inline"]), phone=False, addr=rng.random() < 0.4)
    if c == "US":
        n.line("Encounter: ", (ref_id(rng, "", 10), "ACCOUNT"), "   ", hp_pieces(p, rng))
    else:
        n.line("Episode no: ", (ref_id(rng, rng.choice(["", "EP", "IP"]), 8), "ACCOUNT"))
    n.line("Ward: ", (unit, "HOSPITAL"), "  Bed ", (str(rng.randint(1, 24)), "LOCATION_OTHER"), "   Theatre ",
           (str(rng.randint(1, 8)), "LOCATION_OTHER"), rng.choice(["  ", ", "]) + rng.choice(["AM list", "PM list", "all-day list"]))
    n.line("Date of operation: ", D(enc, c, ds))
    n.line()
    n.line("Surgeon: ", N.doc(surg, "bare"), ", " + surg.title, N.lic(surg))
    n.line("Assistant: ", N.doc(ast, "bare"), "   Anaesthetist: ", N.doc(an, "last"), "   Scrub: ", N.doc(scrub, "bare"),
           " " + scrub.title)
    n.line()
    n.line("Pre-operative diagnosis: " + dx + ", " + side.lower())
    n.line("Procedure: " + proc + ", " + side)
    n.line("Anaesthesia: " + rng.choice(C.ANAES) + ". " + rng.choice(["Sedation: nil.", "Light sedation (midazolam 2 mg).", "GA + LMA."]))
    n.line("Tourniquet: " + rng.choice(["ankle", "calf", "thigh"]) + ", " + str(rng.choice([200, 220, 250, 250, 280])) + " mmHg, " +
           str(rng.randint(35, 95)) + " min")
    n.line("Prophylaxis: " + rng.choice(["cefazolin 2 g IV at induction", "flucloxacillin 1 g IV", "clindamycin 600 mg IV (pen allergy)", "none indicated"]))
    n.line("ASA: " + rng.choice(["I", "II", "II", "III"]) + "   BMI " + str(rng.randint(19, 42)) + "." + str(rng.randint(0, 9)))
    n.line()
    n.line("Findings: " + find)
    n.line("Description:")
    n.line(desc)
    if fixes:
        n.line("Fixation: " + rng.choice(fixes) + "; implant SN ",
               (rng.choice(["ARC", "VFX", "NS", "DLP"]) + "-" + L.dg(rng, 2) + "-" + L.dg(rng, 7), "DEVICE"),
               rng.choice(["", ", REF " + rng.choice(["4413-30", "AR-8822", "VF30-18"]) + " (catalogue)"]))
    n.line("Intra-op imaging: mini C-arm, " + str(rng.randint(3, 18)) + " s screening, images stored under accession ",
           (ref_id(rng, rng.choice(["FL", "IMG", "ACC"]), 7), "IDNUM"))
    if spec:
        n.line("Specimen: " + spec + " to histology, specimen no. ",
               (rng.choice(["H", "S"]) + L.dg(rng, 2) + "-" + L.dg(rng, 5), "IDNUM"))
    n.line("EBL: " + rng.choice(["minimal", "< 20 mL", "negligible"]) + ". Dressings: " +
           rng.choice(["Mepore + wool + crepe, post-op shoe", "below-knee backslab", "compressive bulky dressing"]) + ".")
    n.line()
    n.line("Post-operative instructions:")
    n.line("- " + rng.choice(["Heel weightbearing in post-op shoe 6 weeks", "Non-weightbearing 2 weeks then boot",
                              "Full weightbearing as tolerated in post-op shoe"]) + "; elevate 23 h/day first 72 h.")
    n.line("- VTE: " + rng.choice(["dalteparin 5000 units SC OD x 14 days", "enoxaparin 40 mg SC OD x 28 days",
                                   "aspirin 150 mg OD x 6 weeks", "mechanical only (low risk)"]))
    n.line("- Analgesia: " + rng.choice(["co-codamol 30/500 2 QDS PRN", "oxycodone 5 mg PRN x 3 days then paracetamol",
                                         "paracetamol + ibuprofen regular 5 days"]))
    n.line("- Dressing check ", D(after(rng, enc, 5, 10), c, ds), "; sutures out / review ", D(after(rng, enc, 12, 16), c, ds),
           "; X-ray + clinic ", D(after(rng, enc, 40, 50), c, ds))
    if rng.random() < 0.5:
        n.line("- Fit note: unfit for work ", D(enc, c, ds), " to ", D(after(rng, enc, 40, 70), c, ds), "; ",
               N.prof_pieces(p, rng) or "not working", ".")
    if rng.random() < 0.35:
        n.line("- Not to drive until cleared (", rng.choice(["right", "left"]), " foot); ", fam_phrase(p, rng, 1), " collecting.")
    n.line()
    signoff(n, surg, rng, c, enc, lead="Surgeon: ")
    return n
