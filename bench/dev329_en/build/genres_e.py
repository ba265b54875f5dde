"""Own-addition genres: MDT coordination e-mail thread, acclimatisation visit note, claim form."""

import datetime as dt

from core import Note, pick, chance, sample, typo, digits, letters
from case import pt_ref, carer_ref, paid_carer_ref, make_staff, email as mk_email
from locale_fmt import add_days, workday
import blocks
import clinical
import names
import places


def _addr(rng, p):
    return mk_email(rng, p, pick(rng, ["example.org", "example.net"]))


def _sent(rng, L, d, h, m):
    return ["Sent: ", L.d(rng, d, "wd_long"), " " + clinical.clock(h, m)]


def _sigblock(rng, n, k, staff, org_name, phone=None):
    n.w(staff.name(pick(rng, ["full", "full", "first"])) if chance(rng, 0.8) else staff.name("first"), "\n")
    n.w(staff.role + "\n")
    n.w((org_name, "HOSPITAL"), "\n")
    if phone is None:
        phone = k.L.ext(rng) if chance(rng, 0.4) else k.L.phone(rng)
    n.w("Tel: ", (phone, "PHONE"))
    if chance(rng, 0.3):
        n.w(" | Bleep ", (k.L.bleep(rng), "PHONE"))
    n.w("\n")


def email_thread(rng, k):
    n = Note()
    L = k.L
    liaison = make_staff(rng, L, "nurse_ch")
    liaison.role = pick(rng, ["Learning Disability Liaison Nurse", "Acute LD Liaison Nurse", "Patient Flow Coordinator",
                              "Pre-assessment Nurse", "Disability Nurse Navigator"])
    people = [(k.lead, k.service), (liaison, k.hosp), (k.anaes, k.hosp)]
    emails = [_addr(rng, p.p) for p, _ in people]
    code = k.pt.initials(False)
    subj = pick(rng, ["Combined GA - ", "Reasonable adjustments for GA ", "Dental GA + bloods - ", "Pre-assessment query - "])
    thread_date = add_days(k.visit, -rng.randrange(10, 40))
    msgs = rng.randrange(2, 4)
    # sender of each message (newest first) and the body each role writes
    role_bodies = {0: [2, 3], 1: [0, 3], 2: [1]}
    order = []
    used = []
    for i in range(msgs):
        cands = [(snd, b) for snd in (0, 1, 2) for b in role_bodies[snd]
                 if b not in used and (not order or snd != order[-1])]
        snd, b = pick(rng, cands)
        order.append(snd)
        used.append(b)
    dates = []
    d = thread_date
    for i in range(msgs):
        d = workday(add_days(d, rng.randrange(0, 4)))
        dates.append((d, rng.randrange(8, 18), rng.randrange(60)))
    dates.reverse()
    pre_date = add_days(thread_date, -rng.randrange(2, 15))
    on_the = "on " if L.code in ("US", "CA") else "on the "
    bodies = [
        lambda: ["Hi ", people[0][0].name("first"), ",\n\nThanks for the update. I've spoken with ", carer_ref(rng, k),
                 ", who is happy for the ", L.term("gp"), " bloods and an ear check to be done while ", pt_ref(rng, k),
                 " is asleep. Could we ask for a side room on arrival and first on the list? ", k.pt.he().capitalize(),
                 " finds waiting very difficult.\n\nI'll attend on the day from 07:30.\n\n"],
        lambda: ["Dear all,\n\nI've reviewed ", pt_ref(rng, k), " in pre-assessment clinic on ", L.d(rng, pre_date),
                 ". Weight %d kg, BMI %d. Airway: Mallampati %s, limited neck extension. " % (rng.randrange(45, 130), rng.randrange(18, 48), pick(rng, ["II", "III", "unable to assess"])),
                 "I'd suggest oral midazolam premed at home, with " + pick(rng, ["gas induction", "IV induction once settled"]) +
                 ". Day case is fine if the family can stay overnight with " + k.pt.him() + ".\n\n"],
        lambda: ["Hi both,\n\nJust confirming ", pt_ref(rng, k), " (" + k.mrn[0].rstrip(":") + " ", (k.mrn[1], "MRN"), ") is booked " + on_the,
                 L.d(rng, k.visit), " list at ", (k.hosp, "HOSPITAL"), ". Admission time " + pick(rng, ["07:15", "07:30", "12:00"]) +
                 ", ", (k.ward, "HOSPITAL"), ". I have requested transport; booking ref ", ("PTS" + digits(rng, 6), "IDNUM"),
                 ".\n\nCarer contact on the day: ", (k.fam_phone if k.res in ("family", "alone") else k.ch_phone, "PHONE"), ".\n\n"],
        lambda: ["Morning,\n\nSorry for the delay - the ENT team can't join the list " + on_the, L.d(rng, k.visit, pick(rng, ["daymonth", "num"])),
                 ", so we'll go ahead with dental + bloods only. ", pick(rng, ["Phlebotomy forms are in the notes.", "Bloods: FBC, U&E, TFT, HbA1c."]),
                 " Please let ", k.fam.name("first", "FAMILY"), " know.\n\n"],
    ]
    for i in range(msgs):
        sender_i = order[i]
        s, org_name = people[sender_i]
        rec = [(j, p) for j, p in enumerate(people) if j != sender_i]
        if i > 0:
            n.w("\n-----Original Message-----\n")
        n.w("From: ", s.name("full"), " <", (emails[sender_i], "EMAIL"), ">\n")
        dd, hh, mm = dates[i]
        n.w(_sent(rng, L, dd, hh, mm), "\n")
        n.w("To: ")
        for x, (j, (r, _)) in enumerate(rec):
            if x:
                n.w("; ")
            n.w(r.name("full"), " <", (emails[j], "EMAIL"), ">")
        n.w("\n")
        if chance(rng, 0.35):
            n.w("Cc: ", (k.svc_email, "EMAIL"), "\n")
        n.w("Subject: " + ("RE: " * (msgs - 1 - i)) + subj, (code, "PATIENT"), " - " + k.mrn[0].rstrip(":") + " ", (k.mrn[1], "MRN"), "\n\n")
        body = bodies[used[i]]()
        n.w(body)
        n.w(pick(rng, ["Kind regards\n", "Thanks\n", "Best wishes\n", "Many thanks,\n"]))
        _sigblock(rng, n, k, s, org_name)
    if chance(rng, 0.5):
        n.w("\nThis e-mail and any attachments are confidential. If received in error please notify the sender and delete it.\n")
    return n


LADDER = ["came into the building", "sat in the waiting area for %d min", "walked into the surgery", "sat on the dental chair (upright)",
          "chair reclined halfway", "wore sunglasses / bib", "allowed mouth mirror on lips", "opened mouth for mirror",
          "counted teeth with mirror", "tolerated slow handpiece on fingernail", "polish of front teeth", "suction in mouth (briefly)",
          "fluoride varnish to lower teeth"]


def acclimatisation(rng, k):
    n = Note()
    L = k.L
    total = rng.randrange(4, 8)
    visit_no = rng.randrange(1, total + 1)
    n.ln(pick(rng, ["ACCLIMATISATION VISIT", "Desensitisation Programme - Visit Record", "Acclimatization visit note" if L.code in ("US", "CA") else "Familiarisation visit"]) +
         " (%d of %d)" % (visit_no, total))
    blocks.pt_banner(rng, n, k, style=pick(rng, ["compact", "form"]), address=False)
    n.w("Date: ", L.d(rng, k.visit), "   Time: " + pick(rng, ["08:45", "09:00", "13:15", "16:00"]) + " (quiet session)   Surgery ",
        (str(rng.randrange(1, 8)), "LOCATION_OTHER"), "\n")
    staff = k.ther if chance(rng, 0.6) else k.dentist
    n.w("Clinician: ", staff.name(pick(rng, ["full", "title_full"])), " (" + staff.role + ")   Nurse: ", k.nurse.name("first"), "\n")
    n.w("With: ")
    if k.res in ("family", "alone"):
        n.w(carer_ref(rng, k))
    else:
        n.w(paid_carer_ref(rng, k))
    n.w("\n\n")
    n.w("BACKGROUND\n")
    n.w(pt_ref(rng, k), " (" + ", ".join(k.conds[:2]) + ") " + pick(rng, ["has not tolerated any dental examination since childhood",
                                                                      "became very distressed at the assessment visit",
                                                                      "was referred after two failed attempts at the practice"]) + ". ")
    n.w(k.comm[0].upper() + k.comm[1:] + ".\n")
    n.w("Preparation: social story with photos of the clinic and staff ", pick(rng, ["emailed to ", "posted to ", "given to "]))
    if n.buf[-1] == "emailed to ":
        n.w((k.fam_email, "EMAIL"))
    else:
        n.w(k.rel if k.res in ("family", "alone") else "the house team")
    n.w(" on ", L.d(rng, add_days(k.visit, -rng.randrange(5, 21))), "; ")
    n.w(pick(rng, ["visual timetable (Now/Next) used", "favourite video on tablet", "ear defenders brought", "same room and staff as last visit"]) + ".\n\n")
    n.w("STEPS (target ladder)\n")
    achieved = min(len(LADDER), rng.randrange(2, 8) + visit_no)
    for i, step in enumerate(LADDER[: min(len(LADDER), achieved + 2)]):
        if "%d" in step:
            step = step % rng.randrange(2, 15)
        mark = "[x]" if i < achieved else ("[~]" if i == achieved else "[ ]")
        n.w(" %s %s\n" % (mark, step))
    n.w("\nNOTES\n")
    n.w(pick(rng, ["Settled quickly; laughed at the chair moving. ", "Initially refused to enter, came in after 10 min with ",
                   "Hand-over-mouth gesture when mirror offered - respected, stopped and praised. ",
                   "Took a photo of the suction tip to take home. "]))
    if n.buf[-1].endswith("with "):
        n.w(k.carer.name("first", "FAMILY") if k.res not in ("family", "alone") else k.fam.name("first", "FAMILY"), ". ")
    n.w("Reward: " + pick(rng, ["sticker and bubbles", "choice of music in car", "visit to the hospital cafe", "ticking the chart"]) + ".\n")
    n.w(typo(rng, "No restrictive practice used. Heart-rate monitor not tolerated.", 0.15) + "\n")
    if chance(rng, 0.5):
        blocks.narrative(rng, n, k, typo)
    n.w("\n")
    n.w("PLAN\n")
    n.w(" - Home practice: " + pick(rng, ["mirror play nightly", "count teeth with electric toothbrush", "role-play dentist with sibling", "lie back on sofa for tooth check"]) + "\n")
    n.w(" - Next visit: ", L.d(rng, workday(add_days(k.visit, rng.randrange(7, 28)))), " same time, same team\n")
    n.w(" - If progress plateaus by visit %d: consider inhalation sedation / %s\n" % (total, L.term("ga")))
    if chance(rng, 0.4):
        n.w(" - Update ", k.gdp.name("title_last"), " at ", (k.gdp_practice, "HOSPITAL"), "\n")
    n.w("\n", staff.name(pick(rng, ["full", "finit_last", "init_nodot"])))
    if chance(rng, 0.5):
        n.w(" " + staff.reg_label + " ", (staff.reg, "LICENSE")) if staff.reg else None
    n.w("\n")
    return n


CDT = [("D0150", "Comprehensive oral evaluation", 95), ("D0210", "Intraoral complete series", 120),
       ("D1110", "Prophylaxis - adult", 85), ("D1206", "Topical fluoride varnish", 35),
       ("D2391", "Resin composite, 1 surf, posterior", 160), ("D2930", "Prefab SS crown - primary", 210),
       ("D7140", "Extraction, erupted tooth", 140), ("D7210", "Surgical extraction", 280),
       ("D9222", "Deep sedation/GA - first 15 min", 320), ("D9223", "Deep sedation/GA - each add'l 15 min", 150),
       ("D9239", "IV moderate sedation - first 15 min", 260), ("D9920", "Behavior management, by report", 75)]


def claim_form(rng, k):
    n = Note()
    L = k.L
    c = L.code
    if c in ("US", "CA"):
        n.ln("DENTAL CLAIM FORM" + (" (ADA 2019 format)" if c == "US" else " - Standard Dental Claim"))
        n.w("Claim #: ", ("CLM" + digits(rng, 9), "ACCOUNT"), "    Date submitted: ", L.d(rng, add_days(k.visit, rng.randrange(1, 15)), "num"), "\n")
        n.w("Payer: ", (places.insurer(rng, c), "ORGANIZATION"), "\n")
        if chance(rng, 0.5):
            n.w("Prior authorization #: ", ("PA" + digits(rng, 8), "IDNUM"), "\n")
        n.w("\nSUBSCRIBER\n")
        self_sub = k.age >= 26 and chance(rng, 0.5)
        if self_sub:
            n.w("Name: ", k.pt.name("LF", "PATIENT"), "   Relationship: self\n")
        else:
            n.w("Name: ", k.fam.name("LF", "FAMILY"), "   Relationship to patient: " + pick(rng, ["parent", "guardian", "spouse", "other"]) + "\n")
            if k.fam_prof:
                n.w("Employer/occupation: ", (k.fam_prof, "PROFESSION"), "\n")
        n.w(k.hp[0] + " ", (k.hp[1], "HEALTHPLAN"), "   Group #: ", (digits(rng, 6, True), "HEALTHPLAN"), "\n")
        n.w("\nPATIENT\n")
        n.w("Name: ", k.pt.name(pick(rng, ["LF", "fml", "full"]), "PATIENT"), "   DOB: ", L.d(rng, k.dob, "num"), "   Sex: " + k.pt.sex + "\n")
        n.w("Address: ", L.addr(rng, k.addr), "\n")
        if k.ssn and chance(rng, 0.6):
            n.w(k.ssn[0] + " ", (k.ssn[1], "SSN"), "\n")
        n.w("Patient account #: ", (k.acct[1], "ACCOUNT"), "\n")
        n.w("\nBILLING DENTIST\n")
        n.w(k.lead.name("full"), ", " + ("DDS" if chance(rng, 0.5) else "DMD"), "\n")
        n.w((k.hosp, "HOSPITAL"), " - " + pick(rng, ["Special Needs Dental Clinic", "Dental Department"]) + "\n")
        n.w(L.addr(rng, k.svc_addr), "\n")
        n.w("Phone: ", (k.svc_phone, "PHONE"), "   Fax: ", (k.svc_fax, "FAX"), "\n")
        n.w("NPI: ", ("1" + digits(rng, 9), "LICENSE"), "   License #: ", (letters(rng, 2) + digits(rng, 5), "LICENSE"), "   TIN: ",
            (digits(rng, 2, True) + "-" + digits(rng, 7), "IDNUM"), "\n")
        n.w("Place of treatment: " + pick(rng, ["22 (hospital outpatient)", "11 (office)", "21 (inpatient)", "24 (ambulatory surgical center)"]) + "\n\n")
        n.w("DOS        | Tooth | Code  | Description                            | Fee\n")
        total = 0
        lines = sample(rng, CDT, rng.randrange(3, 7))
        for code, desc, fee in lines:
            f = fee + rng.randrange(-10, 40)
            total += f
            tooth = clinical.universal(rng) if code.startswith("D2") or code.startswith("D7") else ""
            n.w(L.d(rng, k.visit, "num"), " | %-5s | %s | %-38s | $%d.00\n" % (tooth, code, desc, f))
        n.w("Total fee: $%d.00\n\n" % total)
        n.w("Remarks: " + pick(rng, ["Patient has " + k.conds[0] + "; unable to tolerate treatment in office. GA medically necessary - letter attached.",
                                   "Behavior management billed by report; 2 staff required.", "Narrative and radiographs attached."]) + "\n")
        n.w("Signed: ", k.lead.name("full"), "   Date: ", L.d(rng, add_days(k.visit, 1), "num"), "\n")
        return n
    if c == "UK":
        n.ln("FP17 CLAIM RECORD - COURSE OF TREATMENT (Special Care)")
        n.w("Contract no.: ", (digits(rng, 6, True) + "/" + digits(rng, 4), "IDNUM"), "   Performer no.: ", (digits(rng, 6, True), "LICENSE"), "\n")
        n.w("Location: ", (k.service, "HOSPITAL"), ", ", (k.svc_addr["city"], "CITY"), "\n\n")
        n.w("Patient: ", k.pt.name("LF", "PATIENT"), "   DOB: ", L.d(rng, k.dob, "num"), "\n")
        n.w("Address: ", L.addr(rng, k.addr), "\n")
        if k.natid:
            n.w(k.natid[0] + " ", (k.natid[1], "MRN"), "\n")
        ex = pick(rng, ["Universal Credit", "HC2 - full help - cert. no. ", "aged under 18", "Income Support", "none - charge paid",
                        "Exemption cert. no. "])
        if ex.endswith("no. "):
            n.w("Exemption: " + ex, (k.hp[1] if k.hp[0].startswith(ex.split()[0]) else digits(rng, 9, True), "HEALTHPLAN"))
        else:
            n.w("Exemption: " + ex)
        n.w("\nDate of acceptance: ", L.d(rng, add_days(k.visit, -rng.randrange(20, 120)), "num"), "   Date of completion: ", L.d(rng, k.visit, "num"), "\n")
        n.w("Treatment band: " + pick(rng, ["Band 1", "Band 2", "Band 3", "Urgent"]) + "   UDAs: " + pick(rng, ["1.0", "3.0", "12.0", "1.2"]) + "\n")
        n.w("Clinical data set: scale & polish; fluoride varnish; extractions %d; fillings %d; radiographs %d\n" % (
            rng.randrange(0, 6), rng.randrange(0, 6), rng.randrange(0, 4)))
        n.w("Sedation services: " + pick(rng, ["IV", "IS", "none", "GA referral"]) + "   Domiciliary: " + pick(rng, ["Y", "N"]) + "\n")
        n.w("Claim reference: ", (digits(rng, 10, True), "ACCOUNT"), "   Transmitted ", L.d(rng, add_days(k.visit, 2), "iso"), " by ", (k.admin.user, "USERNAME"), "\n")
        n.w("Performer: ", k.lead.name("full"), "\n")
        return n
    # other systems: IE DTSS, AU public dental, NZ, ZA medical aid, SG
    scheme = {"IE": "DTSS CLAIM (Dental Treatment Services Scheme)", "AU": "PUBLIC DENTAL SERVICES - CLAIM / VOUCHER",
              "NZ": "DENTAL BENEFIT CLAIM", "ZA": "MEDICAL AID CLAIM - DENTAL", "SG": "DENTAL SUBSIDY CLAIM"}[c]
    n.ln(scheme)
    n.w("Provider: ", k.lead.name("full"), "  ", k.lead.reg_label + " ", (k.lead.reg, "LICENSE"), "\n")
    n.w("Practice/clinic: ", (k.service if chance(rng, 0.5) else k.hosp, "HOSPITAL"), ", ", L.addr(rng, k.svc_addr), "\n")
    n.w("Tel ", (k.svc_phone, "PHONE"), "   Fax ", (k.svc_fax, "FAX"), "\n\n")
    n.w("Patient: ", k.pt.name(pick(rng, ["LF", "full"]), "PATIENT"), "   DOB ", L.d(rng, k.dob), "\n")
    n.w(k.hp[0] + " ", (k.hp[1], "HEALTHPLAN"), "\n")
    if k.ssn and chance(rng, 0.5):
        n.w(k.ssn[0] + " ", (k.ssn[1], "SSN"), "\n")
    n.w("Claim no. ", (letters(rng, 2) + digits(rng, 7), "ACCOUNT"), "   " + k.mrn[0] + " ", (k.mrn[1], "MRN"), "\n\n")
    n.w("Date       | Item | Description | Tooth | Amount\n")
    items = [("011", "Comprehensive oral examination"), ("022", "Intraoral periapical radiograph"), ("114", "Removal of calculus"),
             ("121", "Topical fluoride"), ("311", "Extraction"), ("322", "Surgical removal of tooth"), ("531", "Adhesive restoration 1 surf"),
             ("949", "Sedation (IV) per 15 min"), ("926", "Hospital attendance")]
    tot = 0
    for code, desc in sample(rng, items, rng.randrange(3, 6)):
        amt = rng.randrange(40, 400)
        tot += amt
        n.w(L.d(rng, k.visit, "num"), " | " + code + " | " + desc + " | " + (clinical.tooth(rng, L) if code in ("311", "322", "531") else "-") + " | %d.00\n" % amt)
    n.w("Total: %d.00\n" % tot)
    if c == "ZA":
        n.w("ICD-10: K02.1, F84.0\n")
    n.w("Declaration signed by ", k.fam.name("full", "FAMILY") if k.age < 18 or chance(rng, 0.4) else k.pt.name("full", "PATIENT"),
        " on ", L.d(rng, k.visit), "\n")
    return n
