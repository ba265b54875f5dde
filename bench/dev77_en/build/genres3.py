"""Genres: medication reconciliation, problem list with ICD-10, telephone encounter, patient portal message."""
import pools
from common import P, cap, private_ip, us_phone, uk_ni, MEDS, ICD10, fmt_date
from ctx import D
from blocks import section, header_kv, header_banner, sign_block, cc_block, two_col, pad, insurance_line, address_block, registration


# ====================================================================== medication reconciliation
def medrec(c):
    r = c.r
    layout = c.c(["table", "list-by-source", "kv-header"])
    pharm = c.staff("pharm")
    parts = []
    when = c.base + D(days=r.randint(0, 1))
    if layout == "kv-header":
        parts.append(two_col([("MEDICATION RECONCILIATION - ADMISSION", c.d(when, c.c(["mdy", "iso"]))),
                              ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
                              ("DOB: " + c.dob_str(), "Age: " + P("AGE", c.age)),
                              ("Unit: " + P("HOSPITAL", c.unit) + " " + c.room_bed(), "Attending: " + c.doc(c.attending, "dr_last"))], 46))
    else:
        parts.append("Medication Reconciliation (" + c.c(["admission", "transfer", "discharge"]) + ")\n" + header_banner(c) + "\nCompleted " + c.d(when) + " " + c.time())
    srcs = ["patient interview", "pill bottles brought by " + c.fam(None, c.c(["rel_first", "rel_only", "rel_full"])),
            "outpatient pharmacy " + P("HOSPITAL", c.pharmacy) + " (" + c.ophone() + ", fax " + c.fax() + ")",
            "PCP list from " + P("HOSPITAL", c.clinic), "state PDMP query"]
    parts.append("Sources: " + "; ".join(r.sample(srcs, r.randint(2, 4))))
    meds = r.sample(MEDS, r.randint(5, 10))
    if layout == "table":
        rows = ["%-30s %-12s %-26s %-12s %s" % ("Medication", "Dose", "Sig", "Last dose", "Action")]
        out = [rows[0]]
        for name, dose, sig in meds:
            last = c.c([c.d(when - D(days=r.randint(0, 3)), c.c(["md", "mdy2"])), "unknown", c.d(when - D(days=r.randint(0, 2)), "md") + " " + c.time()])
            act = c.c(["continue", "continue", "hold", "discontinue", "change dose"])
            out.append(pad("%-30s %-12s %-26s" % (name, dose, sig[:26]), 71) + pad(last, 13) + act)
        parts.append("\n".join(out))
    else:
        blk = []
        for name, dose, sig in meds:
            blk.append("- %s %s %s -- %s" % (name, dose, sig, c.c(["taking as prescribed", "taking differently: once daily only", "not taking (cost)", "verified with fill history"])))
        parts.append(section("Home medications", "\n".join(blk), "caps"))
    rx = ["Rx #" + P("IDNUM", "%07d" % r.randint(0, 9999999)) + " " + meds[0][0] + ", prescriber " + c.doc(c.pcp, c.c(["dr_full", "full_cred"])) +
          " (DEA " + P("LICENSE", c.dea(c.pcp)) + c.c([", NPI " + P("LICENSE", c.npi()), ""]) + "), last filled " + c.d(when - D(days=r.randint(3, 40)), c.c(["mdy", "md", "abbr"])) + " at " + P("HOSPITAL", c.pharmacy)]
    if c.chance(0.6):
        rx.append("Rx #" + P("IDNUM", "%07d" % r.randint(0, 9999999)) + " " + meds[1][0] + ", prescriber " + c.doc(c.consultant, c.c(["dr_last", "full_cred"])) + ", " + c.c(["90-day supply", "30 tabs, 2 refills"]))
    parts.append(section("Fill history", "\n".join(rx), "caps"))
    notes = [c.c(["Pt reports skipping evening doses of ", "Family reports confusion with "]) + meds[2][0] + ".",
             "Recent course: " + c.c(["cephalexin 500 mg QID", "prednisone 40 mg daily", "nitrofurantoin 100 mg BID"]) + " " + c.drange(-r.randint(14, 25), -r.randint(5, 13)) + ", completed.",
             c.c(["Pill organizer filled weekly by ", "Meds administered by "]) + c.fam(None, c.c(["rel_first", "rel_full", "rel_title"])) + ".",
             "Allergies reviewed: " + c.c(["NKDA", "penicillin - hives", "ACE inhibitor - angioedema"]) + ".", c.nameword()]
    if c.chance(0.5):
        notes.append("Formulary check under " + c.c(["member ID ", "plan ID "]) + P("HEALTHPLAN", c.member) + ": " + c.c(["apixaban covered", "tiotropium requires PA", "no issues"]) + ".")
    if c.chance(0.45):
        notes.append("Override from dispensing cabinet " + c.c(["4W-A", "ED-2", "PYXIS-3"]) + " by user " + P("USERNAME", c.staff("rn").username(r)) +
                     " (biometric ID " + P("BIOID", c.bioid()) + ") at " + c.time() + " for " + c.c(["ondansetron", "first dose ceftriaxone", "naloxone"]) + ".")
    if c.chance(0.25):
        notes.append("Insulin pump " + c.c(["Omnipath X2", "Tidewell 5"]) + " (model), serial " + P("DEVICE", c.device_sn()) + "; pt to self-manage per policy.")
    notes.append("Discrepancies flagged to " + c.role_neg() + ".")
    if c.chance(0.25):
        notes.append(insurance_line(c))
    parts.append(section("Notes", "\n".join("- " + n for n in notes), "caps"))
    parts.append("Reconciled by: " + c.c([P("DOCTOR", pharm.full) + ", PharmD", "pharmacist " + P("DOCTOR", pharm.full), P("DOCTOR", "%s %s." % (pharm.first, pharm.last[0])) + ", PharmD"]) +
                 c.c([" (pager " + c.pager() + ")", " ext " + P("PHONE", "x%d" % r.randint(2000, 7999)), ""]) + "\nReviewed with " + c.doc(c.resident, c.c(["dr_last", "dr_full"])) + " at " + c.time() + ".")
    return "\n\n".join(parts), layout


def medrec_terse(c):
    r = c.r
    when = c.base + D(days=r.randint(0, 1))
    L = ["med rec " + c.d(when, c.c(["md", "mdy2"])) + " - " + c.ptn(c.c(["Last_First", "LAST_FIRST0", "initials"])) + " " + P("MRN", c.mrn) + " (" + c.age_sex(c.c(["num_F", "num_sp_F", "yo_nospace"])) + ")"]
    L.append("src: " + c.c(["pt + bottles", "pharmacy " + P("HOSPITAL", c.pharmacy) + " " + c.ophone(), "pcp list " + P("HOSPITAL", c.clinic), c.fam(None, "rel_first") + " by phone"]))
    for name, dose, sig in r.sample(MEDS, r.randint(4, 8)):
        L.append("  %s %s %s - %s" % (name, dose, sig.lower(), c.c(["cont", "hold", "d/c", "taking", "not taking"])))
    if c.chance(0.6):
        L.append("last fill " + c.d(when - D(days=r.randint(3, 30)), c.c(["md", "mdy2"])) + ", rx# " + P("IDNUM", "%07d" % r.randint(0, 9999999)) + ", dea " + P("LICENSE", c.dea(c.pcp)) + " (" + c.doc(c.pcp, c.c(["dr_last", "last"])) + ")")
    if c.chance(0.5):
        L.append("pyxis override " + P("USERNAME", c.staff("rn").username(r)) + " bio id " + P("BIOID", c.bioid()) + " " + c.time())
    L.append(c.nameword().lower())
    L.append("-" + P("DOCTOR", c.staff("pharm").first.lower()) + ", pharmd")
    return "\n".join(L), "terse-lowercase"


# ====================================================================== problem list
def problems(c):
    r = c.r
    layout = c.c(["table", "numbered-list", "kv-header"])
    parts = []
    if layout == "kv-header":
        parts.append(two_col([("PROBLEM LIST", P("HOSPITAL", c.clinic)),
                              ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
                              ("DOB: " + c.dob_str(), "PCP: " + c.doc(c.pcp, c.c(["dr_full", "last_first_cred"]))),
                              (insurance_line(c), "")], 46))
        parts.append(address_block(c))
    else:
        parts.append("Active Problem List - " + P("HOSPITAL", c.clinic) + "\n" + header_banner(c) + "\nPrinted " + c.d(c.base) + " " + c.time() + " by " + P("USERNAME", c.staff("clerk").username(r)))
    probs = c.icd_lines(r.randint(6, 11), "dash")
    if layout == "table":
        out = ["%-9s %-58s %-14s %-9s %s" % ("ICD-10", "Problem", "Onset", "Status", "Noted by")]
        for p in probs:
            code, desc = p.split(" - ", 1)
            onset = c.c([c.past_year(1, 25), c.past_month_year(60, 5000), "unknown", c.d(c.base - D(days=r.randint(30, 4000)), c.c(["mdy", "mm_yyyy", "mdy_np"]))])
            who = c.c([c.doc(c.pcp, c.c(["last", "initials"])), c.doc(c.consultant, c.c(["last", "initials"])), "pt report", "outside records"])
            out.append(pad("%-9s %-58s" % (code, desc[:58]), 69) + pad(onset, 15) + pad(c.c(["active", "active", "chronic", "resolved"]), 10) + who)
        parts.append("\n".join(out))
    else:
        out = []
        for i, p in enumerate(probs):
            out.append("%d. %s (onset %s)" % (i + 1, p, c.c([c.past_year(1, 25), c.past_month_year(60, 5000), "childhood", c.d(c.base - D(days=r.randint(30, 4000)), c.c(["mdy", "iso", "abbr", "dmy_abbr"]))])) +
                       c.c(["", " - followed by " + c.doc(c.consultant, c.c(["dr_last", "dr_full"])), " - " + c.c(["stable", "worsening", "in remission"])]))
        parts.append("\n".join(out))
    hosp_line = "Hospitalizations: " + c.hospital(2) + " " + c.drange(-r.randint(200, 900), -r.randint(190, 199), c.c(["md", "mdy"])) + " (" + c.c(["pneumonia", "CHF", "GI bleed", "cellulitis"]) + ")"
    sx = [hosp_line] + ["- " + c.c(["Appendectomy", "Cholecystectomy", "Right TKA", "CABG x3", "C-section" if c.sex == "F" else "TURP", "Tonsillectomy", "Cataract extraction OU"]) + ", " + c.life_year(16) +
          c.c([", " + c.hospital(2), ""]) for _ in range(r.randint(1, 3))]
    parts.append(section("Surgical history", "\n".join(sx), "caps"))
    imm = ["Influenza " + c.d(c.base - D(days=r.randint(20, 300)), c.c(["mdy", "mm_yyyy", "mon_year"])), "Td/Tdap " + c.past_year(1, 9),
           "Pneumococcal (PCV20) " + c.past_month_year(100, 1500), "Zoster x2, completed " + c.past_year(1, 6)]
    parts.append(section("Immunizations", "; ".join(r.sample(imm, 3)), "caps"))
    other = ["Implanted devices: " + c.c(["none", "pacemaker SN " + P("DEVICE", c.device_sn()), "cochlear implant, serial " + P("DEVICE", c.device_sn()), "R knee prosthesis"]),
             "Advance directive: " + c.c(["on file; HCP " + P("FAMILY", c.nok.full) + " (" + c.nok_rel + ")", "not on file", "MOLST " + c.d(c.base - D(days=r.randint(30, 900)), "mdy")]),
             "Occupation: " + c.c(["retired ", ""]) + P("PROFESSION", c.profession) + c.c(["; employer " + P("ORGANIZATION", c.employer), ""]),
             c.c(["Preferred language: English", "Interpreter needed: " + c.c(["Spanish", "Polish", "Tongan", "Arabic"]), "Lives in " + P("CITY", c.city) + ", " + P("STATE", c.st)])]
    if c.chance(0.35):
        other.append("Registry: " + c.c(["DMV disability placard, ", "Parking permit, "]) + c.vehicle_ref())
    if c.chance(0.4):
        other.append(c.c(["SSN on file: ", "SSN: "]) + P("SSN", c.ssn) if not c.ca else "NI number (prior UK residence): " + P("SSN", uk_ni(r)))
    parts.append(section("Other", "\n".join(other), "caps"))
    parts.append("Last reviewed by " + c.doc(c.pcp, c.c(["full_cred", "dr_full"])) + " on " + c.d(c.base, c.c(["mdy", "long", "iso"])) + ". " + c.nameword())
    return "\n\n".join(parts), layout


def problems_terse(c):
    r = c.r
    L = ["prob list " + c.ptn(c.c(["Last_First", "LAST_FIRST0", "full"])) + " " + P("MRN", c.mrn) + " dob " + c.dob_str(c.c(["mdy2", "mdy_np", "iso"])) + " (" + c.age_plain() + ")"]
    L.append("pcp " + c.doc(c.pcp, c.c(["dr_last", "last"])) + " @ " + P("HOSPITAL", c.clinic))
    for p in c.icd_lines(r.randint(5, 9), c.c(["colon", "dash"])):
        L.append("- " + p.lower() + c.c(["", " (" + c.past_year(1, 20) + ")", " since " + c.past_month_year(60, 3000)]))
    L.append("psh: " + c.c(["appy", "chole", "tka r", "cabg"]) + " " + c.life_year(18) + ", " + c.c(["cataracts", "hernia", "tonsils"]) + " " + c.life_year(10))
    L.append("job: " + c.c(["ret ", ""]) + P("PROFESSION", c.profession) + ". hcp " + P("FAMILY", c.nok.first + " " + c.nok.last) + " (" + c.nok_rel + ") " + P("PHONE", c.nok_phone))
    if c.chance(0.4):
        L.append("ppm sn " + P("DEVICE", c.device_sn()) + ". " + (c.c(["ssn ", "ss# "]) + P("SSN", c.ssn) if not c.ca else "hcn " + P("HEALTHPLAN", c.member)))
    L.append("upd " + c.d(c.base, c.c(["md", "mdy2"])) + " by " + P("USERNAME", c.pcp.username(r)))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== telephone encounter
def phone(c):
    r = c.r
    layout = c.c(["kv-header", "narrative", "call-log"])
    nurse = c.staff("rn")
    caller_is_pt = c.chance(0.45)
    parts = []
    hdr = [("TELEPHONE ENCOUNTER", P("HOSPITAL", c.clinic)),
           ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
           ("DOB: " + c.dob_str(), "PCP: " + c.doc(c.pcp, "dr_last")),
           ("Date: " + c.d(c.base, c.c(["mdy", "iso", "long_wd"])) + " " + c.time(), "Taken by: " + P("USERNAME", nurse.username(r)))]
    if layout == "kv-header":
        parts.append(two_col(hdr, 46))
    else:
        parts.append("Telephone Encounter  " + c.d(c.base, c.c(["mdy", "wd_md", "long_wd"])) + "\n" + header_banner(c))
    if caller_is_pt:
        caller = "Caller: patient, callback " + c.phone(c.c(["home", "cell"]))
    else:
        caller = "Caller: " + c.fam(None, c.c(["rel_full", "name_rel", "rel_first"])) + ", callback " + P("PHONE", c.nok_phone) + c.c([" (on HIPAA release)", " (not on release; pt consented verbally)", ""])
    parts.append(caller)
    reason = c.c(["dizziness after new BP med", "refill request", "question about INR result", "swelling in legs", "fever after chemo", "rash after antibiotic",
                  "FMLA paperwork for employer", "needs letter for " + P("ORGANIZATION", c.employer), "fall at home yesterday"])
    parts.append("Reason: " + reason)
    if c.chance(0.2):
        parts.append(registration(c))
    body = ("Identity verified with name, DOB and " + c.c(["address (" + c.addr_lines(one_line=True) + ")", "last four of phone", "MRN"]) + ". " +
            c.c([cap(c.he) + " reports", "Caller reports"]) + " " + c.c(["symptoms started " + c.rel(-r.randint(1, 4), c.c(["weekday", "wd_md", "md"])), "no chest pain or SOB", "BP at home 92/58 this morning at 07:30",
                                                                  "weight up 4 lb since " + c.rel(-r.randint(2, 5), c.c(["weekday", "md"]))]) + ". " +
            c.c(["Taking metoprolol 25 mg daily as prescribed.", "Last INR 3.6 on " + c.rel(-2, "md") + ".", "Temp 38.4 at " + c.time() + ".", "Took 2 tabs of acetaminophen 500 mg."]) + " " +
            c.nameword())
    parts.append(section("Details", body, "caps" if layout != "call-log" else "inline"))
    adv = ("Advised " + c.c(["hold lisinopril and check BP twice daily", "go to ED if worse", "increase furosemide to 40 mg x 3 days", "appointment " + c.rel(r.randint(1, 7), c.c(["weekday", "wd_md", "long_wd"])) + " at " + c.time()]) +
           ". Caller verbalized understanding. " + c.c(["Routed to " + c.doc(c.pcp, c.c(["dr_last", "dr_full"])) + " for review.", "Discussed with " + c.doc(c.pcp, "dr_last") + ", who agrees.",
                                                       "Refill sent to " + P("HOSPITAL", c.pharmacy) + ", fax " + c.fax() + "."]))
    adv += " Message also routed to " + c.role_neg() + "."
    parts.append(section("Plan", adv, "caps" if layout != "call-log" else "inline"))
    if layout == "call-log":
        log = ["%s  outgoing call to %s, %s" % (c.time(), c.c(["pt", "caller"]), c.c(["left VM", "no answer", "spoke with " + c.fam(None, "rel_first")])),
               "%s  call back received; duration %d min" % (c.time(), r.randint(3, 25))]
        parts.append("\n".join(log))
    if c.chance(0.4):
        parts.append("Telehealth follow-up scheduled " + c.rel(r.randint(1, 10), c.c(["mdy", "long_wd", "wd_md"])) + "; link " + P("URL", "https://visit.example.%s/%s%d" % (c.c(["com", "org", "net"]), c.c(["room", "v", "join"]), r.randint(1000, 99999))) +
                     c.c([" sent to " + P("EMAIL", c.email), ""]) + ".")
    if c.chance(0.3):
        parts.append("CPT 99442. Total time %d minutes." % r.randint(11, 20))
    parts.append(c.c(["-- " + c.staff_ref("rn", c.c(["full_cred", "first_init_cred"])), P("DOCTOR", nurse.full) + ", RN, triage nurse"]) + c.c([" " + c.d(c.base, "mdy") + " " + c.time(), ""]))
    if c.chance(0.4):
        parts.append("Addendum " + c.d(c.base + D(days=r.randint(0, 1)), c.c(["md", "mdy"])) + ": reviewed. " + c.c(["Agree.", "Please schedule visit next week.", "Order BMP."]) + " - " + c.doc(c.pcp, c.c(["initials", "dr_last", "first_init"])))
    return "\n\n".join(parts), layout


def phone_terse(c):
    r = c.r
    L = ["tel enc " + c.d(c.base, c.c(["md", "mdy2", "wd_md"])) + " " + c.time() + " / " + c.ptn(c.c(["Last_First", "initials", "first_init"])) + " / " + P("MRN", c.mrn)]
    if c.chance(0.5):
        L.append("call from pt @ " + c.phone(c.c(["home", "cell"])))
    else:
        L.append("call from " + c.fam(None, c.c(["rel_first", "rel_only"])) + " @ " + P("PHONE", c.nok_phone) + c.c([" - on release", ""]))
    L.append("re: " + c.c(["dizzy on new bp med", "refill", "inr 3.8", "leg swelling", "fever", "rash", "fmla forms for " + P("ORGANIZATION", c.employer)]))
    L.append(c.c(["onset ", "since "]) + c.rel(-r.randint(1, 4), c.c(["weekday", "md", "wd_md"])) + ". " + c.c(["no cp/sob.", "bp 96/60 @ home.", "wt up 3#.", "t 38.2."]) + " " + c.nameword().lower())
    L.append("adv: " + c.c(["hold lisinopril", "ed if worse", "appt " + c.rel(r.randint(1, 6), c.c(["weekday", "md"])) + " " + c.time(), "refill to " + P("HOSPITAL", c.pharmacy)]) + ". vu.")
    L.append("-> " + c.doc(c.pcp, c.c(["dr_last", "last", "initials"])) + ". " + P("USERNAME", c.staff("rn").username(r)))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== patient portal message
SUBJECTS = {"meds": ["Question about my meds", "Side effects?", "new pill"], "results": ["Test results", "My labs", "A1c question"],
            "work": ["Form for work", "Return to work note", "Paperwork"], "travel": ["Travel question", "Vaccines before my trip"],
            "worse": ["Feeling worse", "Not better", "Still sick"]}

def portal(c):
    r = c.r
    layout = c.c(["thread", "single-message", "thread"])
    uname = c.c([c.pt.username(r), (c.pt.first + c.pt.last).lower().replace(" ", "").replace("'", "").replace("-", "")[:12] + str(r.randint(1, 99))])
    parts = []
    sent = c.base
    parts.append(c.c(["Patient Portal Message", "Secure Message", "Portal Message Thread"]) + " - " + P("HOSPITAL", c.clinic))
    topic = c.c(["meds", "results", "work", "travel", "worse"])
    parts.append(two_col([("From: " + c.ptn(c.c(["full", "full_mi", "Last_First"])) + " (portal user " + P("USERNAME", uname) + ")", ""),
                          ("To: " + c.c(["Care team of ", "Pool: "]) + c.doc(c.pcp, c.c(["dr_full", "full_cred"])), ""),
                          ("Sent: " + c.d(sent, c.c(["mdy", "long_wd", "abbr", "iso"])) + " " + c.time(), "MRN: " + P("MRN", c.mrn)),
                          ("Subject: " + c.c(SUBJECTS[topic]), "")], 60))
    greet = c.c(["Hi " + c.doc(c.pcp, c.c(["dr_last", "dr_last_nodot"])) + ",", "Hello,", "Dear " + c.doc(c.pcp, "dr_full") + ",", "Hi " + c.doc(c.pcp, "first") + " and team,"])
    body = [greet, ""]
    intro = c.c(["This is " + c.ptn(c.c(["first", "full", "nick"])) + ".", "It's " + c.ptn(c.c(["first", "nick", "full"])) + " again.", ""])
    if topic == "meds":
        txt = intro + " Since I started the " + c.c(["amlodipine", "metformin", "sertraline", "atorvastatin"]) + " on " + c.rel(-r.randint(5, 20), c.c(["mon_day", "md", "weekday", "mon_ord"])) + \
              " I have had " + c.c(["ankle swelling", "stomach upset", "trouble sleeping", "muscle aches"]) + ". My " + c.nok_rel + " " + \
              P("FAMILY", c.nok.first) + " thinks I should stop it. Should I? My pharmacy is " + P("HOSPITAL", c.pharmacy) + " on " + P("STREET", c.c(["Ferris Road", "Quarry Ave", "Tamarack Lane", "Osprey Street", "Wickham Blvd"])) + "."
    elif topic == "results":
        txt = intro + " I saw my labs from " + c.rel(-r.randint(1, 6), c.c(["weekday", "md", "mon_day"])) + " posted. The A1c says 7.9 and the LDL is 141. Is that bad? " + \
              "I have been walking every day at " + P("LOCATION_OTHER", c.c(pools.LANDMARKS)) + " with my neighbor " + P("FAMILY", c.friend.first) + "."
    elif topic == "work":
        txt = intro + " My employer " + P("ORGANIZATION", c.employer) + " needs a form saying I can go back to work as a " + P("PROFESSION", c.profession) + " on " + \
              c.rel(r.randint(3, 20), c.c(["long", "mon_day", "md", "long_wd"])) + ". My supervisor " + P("FAMILY", c.friend.full) + " can be reached at " + c.ophone(ext=True) + \
              c.c([" or " + P("EMAIL", c.friend.first.lower().replace(" ", "") + "." + c.friend.last.lower().replace(" ", "").replace("'", "") + "@example.com"), ""]) + "."
    elif topic == "travel":
        country, num = c.abroad_contact()
        txt = intro + " I am flying to " + P("COUNTRY", country) + " on " + c.rel(r.randint(5, 40), c.c(["long", "mon_day", "md"])) + " to see my " + c.c(["sister", "mother", "brother", "grandkids"]) + \
              " and will be back " + c.rel(r.randint(41, 70), c.c(["long", "mon_day", "md"])) + ". Do I need any shots? While I am away you can reach me at " + P("PHONE", num) + "."
    else:
        txt = intro + " I have been feeling worse since " + c.c(["the weekend", c.holiday(), c.rel(-r.randint(1, 4), "weekday")]) + ". " + c.c(["Short of breath walking to the mailbox.", "Fever of 100.9 last night.", "Dizzy when I stand up."]) + \
              " My " + c.nok_rel + " " + P("FAMILY", c.nok.first) + " can drive me in if needed."
    body.append(txt.strip())
    body.append("")
    body.append(c.c(["Thanks,", "Thank you!", "Best,", "Sincerely,"]))
    body.append(c.ptn(c.c(["first", "full", "nick", "initials"])))
    if c.chance(0.35):
        body.append("DOB " + c.dob_str() + ", cell " + c.phone("cell"))
    parts.append("\n".join(body))
    if layout == "thread":
        rn = c.staff("rn")
        reply = [c.c(["Reply from ", "Response: "]) + c.staff_ref("rn", c.c(["full_cred", "first_init_cred"])) + " - " + c.d(sent + D(days=r.randint(0, 2)), c.c(["mdy", "abbr", "wd_md"])) + " " + c.time(), "",
                 "Hi " + c.ptn(c.c(["first", "title_last", "nick"])) + ",",
                 c.c(["Thank you for your message. ", ""]) + {
                     "meds": "Please continue the medication for now; " + c.doc(c.pcp, c.c(["dr_last", "dr_last_nodot"])) + " will review today.",
                     "results": "Your results were reviewed by " + c.doc(c.pcp, "dr_last") + "; we will call to discuss.",
                     "work": "The form has been faxed to your employer at " + c.fax() + ".",
                     "travel": "Please book a travel clinic visit at least 4 weeks before " + c.c(["you leave", "departure"]) + "; " + c.doc(c.pcp, "dr_last") + " reviewed your vaccine record.",
                     "worse": "Please go to urgent care or the ED if you feel worse. Best to be seen in person."}[topic],
                 "You can schedule at " + P("URL", c.c(["https://portal.example.org/schedule", "www.example.com/" + c.c(["appointments", "book"]), "https://myhealth.example.net/visits"])) +
                 " or call " + c.ophone() + ".", "", P("DOCTOR", c.c([rn.first, rn.full])) + ", RN" + c.c([" for " + c.doc(c.pcp, "dr_last"), ""])]
        parts.append("\n".join(reply))
    audit = "Audit: message " + P("IDNUM", "MSG-%08d" % r.randint(0, 99999999)) + " received from " + P("IPADDR", private_ip(r)) + c.c(["; notification sent to " + P("EMAIL", c.email), ""])
    if c.chance(0.35):
        audit += "; login via voiceprint ID " + P("BIOID", c.bioid())
    parts.append(audit)
    return "\n\n".join(parts), layout


def portal_terse(c):
    r = c.r
    uname = c.pt.username(r)
    L = ["from: " + P("USERNAME", uname) + " (" + c.ptn(c.c(["full", "first", "nick"])) + ")  sent " + c.d(c.base, c.c(["md", "mdy2", "wd_md"])) + " " + c.time()]
    L.append("to: " + c.doc(c.pcp, c.c(["dr_last", "last"])) + " pool @ " + P("HOSPITAL", c.clinic))
    L.append("subj: " + c.c(["meds", "refill", "labs??", "pls call", "work note"]))
    L.append("")
    L.append(c.c(["hi doc", "hey", "hello"]) + " - " + c.c([
        "ran out of my " + c.c(["lisinopril", "metformin", "inhaler"]) + " on " + c.rel(-r.randint(1, 4), c.c(["weekday", "md"])) + ", can u send to " + P("HOSPITAL", c.pharmacy) + "? thx",
        "still coughing since " + c.c([c.holiday(), c.rel(-r.randint(3, 9), "weekday")]) + ". " + P("FAMILY", c.nok.first) + " says i sound worse. " + c.nameword().lower(),
        "need note for " + P("ORGANIZATION", c.employer) + " that i was out " + c.drange(-r.randint(3, 6), -1, "md") + ". i am a " + P("PROFESSION", c.profession) + ".",
        "going to " + P("COUNTRY", c.c(["Ghana", "Mexico", "Poland", "India", "Samoa", "Portugal", "Ireland"])) + " " + c.rel(r.randint(5, 30), c.c(["md", "mon_day"])) + ", need my meds early"]))
    L.append("- " + c.ptn(c.c(["first", "nick", "initials"])) + " " + c.c([c.phone("cell"), ""]))
    L.append("")
    L.append("re: " + c.c(["sent", "ok, sent to pharmacy", "pls make appt", "letter in your inbox"]) + " - " + P("DOCTOR", c.staff("rn").first.lower()) + " rn " + c.time())
    L.append("ip " + P("IPADDR", private_ip(r)))
    return "\n".join(L), "terse-lowercase"
