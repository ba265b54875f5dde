"""Genres: biobank consent record, sample accessioning log, freezer inventory."""
import datetime as dt
from ctx import SAMPLE_TYPES, CONTAINERS, CONDITIONS, EQUIP, HN_PROCESS, HN_CLIN, genders, prof
import pools as P

STATEMENTS = [
    "I confirm that I have read and understood the Participant Information Sheet {v} dated {d}.",
    "I understand that my participation is voluntary and that I am free to withdraw at any time without giving a reason.",
    "I agree to give samples of blood and urine, and to tissue left over after surgery being stored.",
    "I agree to my health records being linked to my samples and data for research.",
    "I understand that my samples may be used for genetic research, including whole genome sequencing.",
    "I agree that anonymised samples and data may be shared with researchers in other countries and with commercial companies.",
    "I agree to be re-contacted about future research studies.",
    "I would like to be informed of clinically significant incidental findings.",
    "I agree that my samples may be used after my death or loss of capacity.",
]


def _ids_block(ctx, n, p, d):
    g = ctx.g
    c = ctx.c
    if c == "UK":
        n.line("NHS No.:        ", ("MRN", g.nhs()), "    Hospital No.: ", ("MRN", g.mrn()))
    elif c == "US":
        n.line("MRN:            ", ("MRN", g.mrn()))
        if g.chance(0.75):
            n.line("SSN:            ", ("SSN", g.ssn()))
        ins = g.pick(P.INSURERS["US"])
        n.line("Insurance:      ", ("ORGANIZATION", ins), "  Member ID ", ("HEALTHPLAN", g.healthplan()))
    elif c == "CA":
        n.line("MRN:            ", ("MRN", g.mrn()), "    Health card: ", ("HEALTHPLAN", g.healthplan()))
        if g.chance(0.45):
            n.line("SIN (payments): ", ("SSN", g.ssn()))
    elif c == "AU":
        n.line("URN:            ", ("MRN", g.mrn()), "    Medicare: ", ("HEALTHPLAN", g.healthplan()),
               " ref " + str(g.rint(1, 5)))
    else:
        n.line("MRN:            ", ("MRN", g.mrn()))
        if g.chance(0.75):
            n.line("PPSN:           ", ("SSN", g.ssn()))
        if g.chance(0.5):
            n.line("Medical card:   ", ("HEALTHPLAN", g.healthplan()))


def consent_record(ctx, n):
    g = ctx.g
    v = g.rint(0, 2)
    d = ctx.today
    age = g.rint(19, 91)
    p = g.person(age=age, ref=d)
    pidv = ctx.pid()
    nurse = g.staff(role=g.pick(["Research Nurse", "Consent Facilitator", "Clinical Research Practitioner"]))
    pisd = d - dt.timedelta(days=g.rint(100, 900))
    pisv = "v%d.%d" % (g.rint(2, 6), g.rint(0, 3))
    ini = p.initials(dots=g.chance(0.4))
    if v == 0:
        ctx.letterhead(n, web=False)
        n.line(g.pick(["CONSENT RECORD - BIOBANK PARTICIPATION", "PARTICIPANT CONSENT FORM (file copy)",
                       "Biobank Consent Record"]))
        n.line("Consent form ", pisv, " dated ", g.D(pisd), "    Form serial: ", ("IDNUM", g.ref("CF", d)))
        n.blank()
        n.line("PARTICIPANT DETAILS")
        n.line("Name:           ", g.pat(p, g.pick(["caps", "full", "full_mid", "last_first"])))
        n.line("Date of birth:  ", g.D(p.dob, "num"), "    Age at consent: ", ("AGE", str(g.age_at(p, d))),
               "    Sex: ", genders(p))
        _ids_block(ctx, n, p, d)
        n.line("Participant ID: ", ("IDNUM", pidv))
        a = g.addr()
        n.line("Address:        ", g.addr_pieces(a, oneline=True))
        n.line("Telephone:      ", ("PHONE", g.phone()), " (home)   ", ("PHONE", g.phone(mobile=True)), " (mobile)")
        if g.chance(0.7):
            n.line("Email:          ", ("EMAIL", g.email(p)))
        if g.chance(0.75):
            pre = "retired " if age > 66 else ""
            n.line("Occupation:     ", pre, ("PROFESSION", g.profession()))
        gp = g.staff(role="GP", doctor=True)
        n.line(g.pick(["GP:             ", "Family doctor:  "]), g.doc(gp, "dr_full"), ", ", ("HOSPITAL", g.practice()))
        ward = g.chance(0.5)
        n.add("Recruiting site: ", ("HOSPITAL", ctx.host))
        if ward:
            n.add(", ", ("HOSPITAL", g.ward()), ", bed ", ("LOCATION_OTHER", str(g.rint(1, 28))))
        n.add("\n")
        cn, cdet = ctx.cond()
        n.line("Diagnosis/cohort: ", cn)
        n.blank()
        n.line("CONSENT STATEMENTS (participant to initial each box)")
        k = g.rint(6, 9)
        for i, st in enumerate(STATEMENTS[:k]):
            text = st.format(v=pisv, d="@@")
            if "@@" in text:
                a1, b1 = text.split("@@")
                n.add("%d. " % (i + 1), a1, g.D(pisd), b1)
            else:
                n.add("%d. %s" % (i + 1, text))
            ans = "YES" if g.chance(0.85) or i < 5 else "NO"
            if i >= 5:
                n.add("  ", ans)
            n.add("  [", ("PATIENT", ini), "]\n")
        n.blank()
        n.line("SAMPLES AT CONSENT VISIT")
        tubes = ["2 x 10 mL EDTA", "1 x 8.5 mL SST", "1 x 2.5 mL PAXgene RNA", "30 mL urine",
                 "2 x 10 mL Streck", "saliva kit (2 mL)", "1 x 6 mL Li-hep"]
        g.r.shuffle(tubes)
        a1, _ = ctx.acc_range(d)
        head, num = a1.rsplit("-", 1)
        for j in range(g.rint(2, 4)):
            n.line("- ", tubes[j], ", accession ", ("IDNUM", "%s-%05d" % (head, int(num) + j)))
        n.blank()
        n.line("Participant signature: (signed)   Date: ", g.D(d, "num"))
        if g.chance(0.35):
            rel, f = g.family()
            n.line("Witness: ", g.pat(f, "full", "FAMILY"), " (", rel, ")   Date: ", g.D(d, "num"))
        n.add("Person taking consent: ", g.doc(nurse, "full"), ", ", nurse.role)
        if nurse.cred:
            n.add(" ", nurse.cred)
        n.add("   Date: ", g.D(d, "num"), "\n")
        lab, val = g.clin_license(nurse=True)
        n.line(lab, " ", ("LICENSE", val), "   GCP certificate expires ", g.D(g.after(d, 60, 700), "my"))
        n.blank()
        n.line("Notes: ", g.pick([
            "Participant hard of hearing; information discussed face to face with written summary. ",
            "Consent discussion 25 min; participant had read PIS at home. ",
            "Interpreter not required. Capacity assumed and not in doubt. "]), cdet)
        if g.chance(0.5):
            rel, f = g.family()
            n.line("   ", rel.capitalize(), " ", g.pat(f, g.pick(["first", "full"]), "FAMILY"),
                   " present for discussion and asked about ", g.pick(["data security.", "feedback of results.",
                                                                        "commercial access."]))
        n.line("Original to ISF; copy to participant; copy scanned to hospital record.")
    elif v == 1:
        n.line(("ORGANIZATION", ctx.bank), " - eConsent audit certificate")
        n.line("Record ID: ", ("IDNUM", g.ref("EC", d)), "   Template: eConsent ", pisv)
        n.line("Participant: ", g.pat(p, "full"), " (", ("IDNUM", pidv), ")   DOB: ", g.D(p.dob, "iso"))
        n.line("Portal: ", ("URL", g.url("econsent/" + ctx.pre.lower())))
        n.blank()
        n.line("Event log (times local)")
        who = g.username(nurse)
        ip1, ip2 = g.ip(), g.ip()
        mail = g.email(p)
        home = g.addr()
        t = [g.rint(8, 16), g.rint(0, 50)]
        events = [
            ["Invitation e-mail sent to ", ("EMAIL", mail), " by user ", ("USERNAME", who)],
            ["Link opened from IP ", ("IPADDR", ip1), " (tablet, " + g.pick(["Safari 16", "Chrome 118", "Edge 112"]) + ")"],
            ["Identity check passed: DOB and postcode ", ("ZIP", home["zip"]), " matched"],
            ["PIS ", pisv, " displayed; video explainer watched (6 min 12 s)"],
        ]
        for i in range(1, g.rint(6, 9)):
            events.append(["Statement %d accepted - initials typed: " % i, ("PATIENT", ini)])
        events += [
            ["Participant signature captured (drawn)"],
            ["Countersigned by ", g.doc(nurse, "full"), " (user ", ("USERNAME", who), ") from IP ", ("IPADDR", ip2)],
            ["PDF copy e-mailed to participant; hash SHA-256 stored"],
        ]
        sec = t[0] * 3600 + t[1] * 60
        for ev in events:
            sec += g.rint(4, 170)
            n.line(g.D(d, "iso"), " %02d:%02d:%02d  " % (sec // 3600, (sec // 60) % 60, sec % 60), ev)
        n.blank()
        n.line("Options recorded: re-contact ", g.pick(["YES", "NO"]), "; incidental findings ",
               g.pick(["YES", "NO"]), "; commercial use ", g.pick(["YES", "NO"]), ".")
        n.line("Contact on file: ", ("PHONE", g.phone(mobile=True)), "; ",
               g.addr_pieces(home, oneline=True))
        n.line("Age at consent: ", ("AGE", str(g.age_at(p, d))), "; sex: ", genders(p), "; cohort: ",
               g.pick(CONDITIONS))
        if g.chance(0.6):
            n.line("Linked record: ", ("HOSPITAL", ctx.host), " MRN ", ("MRN", g.mrn()))
        n.line("Certificate generated ", g.D(g.after(d, 0, 3), "lims"), " by ", ("USERNAME", g.username(ctx.manager)))
    else:
        n.line(g.pick(["RESEARCH CONSENT NOTE", "Biobank Informed Consent Documentation",
                       "Research encounter - biobank consent"]))
        n.line(("HOSPITAL", ctx.host), " | ", g.pick(["Infusion Center", "Pre-op Assessment Clinic",
                                                     "Endoscopy Unit", "Oncology Outpatients"]))
        n.line("Date of service: ", g.D(d), "   Encounter #: ", ("ACCOUNT", g.account()))
        n.blank()
        sx = "F" if p.sex == "F" else "M"
        n.add("Patient ", g.pat(p, "full"), ", ", ("AGE", str(g.age_at(p, d))), g.pick([" yo ", "-year-old ", "yo "]),
              sx, ", MRN ", ("MRN", g.mrn()), ", was approached regarding enrollment in the ",
              ("ORGANIZATION", ctx.bank), " (protocol ", ctx.pre, "-BB-0", str(g.rint(1, 9)), ", IRB approved). ")
        n.add(g.pick(["Attending ", "Treating physician "]), g.doc(g.staff(doctor=True), "dr_last"),
              " agreed to the approach. ")
        cn, cd = ctx.cond()
        n.add("Diagnosis: ", cn, ". ", cd, "\n\n")
        n.add("The purpose of the biobank, the voluntary nature of participation, collection of ",
              "2 x 10 mL EDTA and 1 x 8.5 mL SST, storage of leftover surgical tissue, genomic analysis, ",
              "data linkage and the possibility of incidental findings were explained. ")
        if g.chance(0.6):
            rel, f = g.family()
            n.add("The patient's ", rel, ", ", g.pat(f, g.pick(["first", "full"]), "FAMILY"), ", was present. ")
        if g.chance(0.6):
            if g.chance(0.7):
                n.add(prof(g, g.pick(["Patient works as ", "Pt is employed as "])))
            else:
                n.add("Patient is a retired ", ("PROFESSION", g.profession()))
            if g.chance(0.5):
                n.add(" at ", ("ORGANIZATION", g.pick(P.EMPLOYERS)))
            n.add(" and asked whether results would go to ", g.pick(["the employer", "the insurer"]),
                  "; advised they will not. ")
        n.add("All questions answered. Consent form ", pisv, " signed at ", g.time(), " and HIPAA authorization ",
              "signed; copy given to patient.\n")
        if ctx.c == "US" and g.chance(0.5):
            n.line("Payment card for $25 stipend issued; SSN ", ("SSN", g.ssn()), " recorded for 1099 purposes only.")
        a1, a2 = ctx.acc_range(d)
        n.line("Biobank ID assigned: ", ("IDNUM", pidv), ". Samples drawn by phlebotomy, tubes labelled ",
               ("IDNUM", a1), " to ", ("IDNUM", a2), ".")
        n.line("Preferred contact: ", ("PHONE", g.phone()), " / ", ("EMAIL", g.email(p)))
        n.blank()
        n.add("Electronically signed by ", g.doc(nurse, "full"), ", ", nurse.cred or "CCRP", " on ",
              g.D(d, "num"), " ", g.time(), "\n")
        if g.chance(0.5):
            n.line(g.pick(["Pager ", "Contact: "]), ("PHONE", g.bleep()))
    return "consent_record"


def accessioning_log(ctx, n):
    g = ctx.g
    d = ctx.today
    clerk = g.staff(role="Laboratory Technician")
    checker = g.staff(role="Biomedical Scientist")
    ini_c = g.doc(clerk, "initials")
    style = g.rint(0, 2)
    n.line(("ORGANIZATION", ctx.bank), g.pick([" - SAMPLE RECEIPT & ACCESSIONING LOG", " | Accessioning bench log",
                                              " - Daily receipt register"]))
    n.line("Date: ", g.D(d, "wk"), "    Bench: Accessioning ", str(g.rint(1, 3)),
           "    Location: ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)), ", room ", ("LOCATION_OTHER", g.room()))
    n.add("LIMS session: user ", ("USERNAME", g.username(clerk)), " at workstation ", ("IPADDR", g.ip()))
    if g.chance(0.35):
        n.add(" (biometric login, template ", ("BIOID", g.bioid()), ")")
    n.add("\n")
    n.blank()
    rows = g.rint(7, 13)
    hdr = ["Accession", "Participant", "Pt", "Age/Sex", "Source", "Collected", "Rcvd", "Type", "Qty", "By"]
    widths = [12, 12, 6, 7, 24, 18, 6, 20, 5]
    if style == 0:
        n.row(hdr, widths)
    elif style == 1:
        n.pipe(hdr)
        n.line("|" + "---|" * len(hdr))
    else:
        n.line(",".join(hdr))
    notes = []
    sites = [ctx.host, g.hospital(), g.practice()]
    wards = [g.ward(), g.ward()]
    for _ in range(rows):
        p = g.person(age=g.rint(18, 95), ref=d)
        acc = g.accession(d)
        pidv = ctx.pid()
        coll = d - dt.timedelta(days=g.pick([0, 0, 0, 1, 2]))
        src = g.pick(sites) if g.chance(0.7) else g.pick(wards)
        ini = p.initials(dots=g.chance(0.3))
        sx = "F" if p.sex == "F" else "M"
        cells = [("IDNUM", acc), ("IDNUM", pidv), ("PATIENT", ini),
                 [("AGE", str(g.age_at(p, d))), sx], ("HOSPITAL", src),
                 [g.D(coll, "dmon" if ctx.c != "CA" else "iso"), " " + "%02d:%02d" % (g.rint(7, 11), g.rint(0, 59))],
                 "%02d:%02d" % (g.rint(12, 18), g.rint(0, 59)), g.pick(SAMPLE_TYPES),
                 "%dx" % g.rint(1, 8), ini_c]
        if style == 0:
            n.row(cells, widths)
        elif style == 1:
            n.pipe(cells)
        else:
            flat = []
            for i, cc in enumerate(cells):
                if i:
                    flat.append(",")
                flat.append(cc)
            n.line(flat)
        if g.chance(0.35):
            notes.append((acc, p, pidv, src))
    n.blank()
    n.line("Exceptions / comments:")
    if not notes:
        n.line("- none")
    for acc, p, pidv, src in notes:
        k = g.rint(0, 4)
        if k == 0:
            staff = g.staff(role="Ward Sister")
            n.line("- ", ("IDNUM", acc), ": request form name ", g.pat(p, "caps"),
                   " did not match tube label (surname only). Rang ", ("HOSPITAL", src), " on ",
                   ("PHONE", g.phone(ext=True)), "; ", g.doc(staff, g.pick(["full", "f_last"])),
                   " confirmed identity against wristband. Accepted with deviation.")
        elif k == 1:
            n.line("- ", ("IDNUM", acc), ": received ", g.pick(["26 h", "31 h", "52 h"]), " post collection - ",
                   "outside 24 h window for PBMC; processed for plasma/serum only. Flag Q2.")
        elif k == 2:
            n.line("- ", ("IDNUM", acc), ": participant ", ("IDNUM", pidv), " shows consent status ",
                   g.pick(["'withdrawn - no further use'", "'pending verification'"]),
                   " in LIMS. Quarantined at 4 °C; e-mailed ", ("EMAIL", ctx.mail), ".")
        elif k == 3:
            n.line("- ", ("IDNUM", acc), ": haemolysed (HI 0.35); tube cracked in transit bag. ",
                   HN_PROCESS[g.rint(0, 3)])
        else:
            n.line("- ", ("IDNUM", acc), ": DOB on form ", g.D(p.dob, "num"), " vs LIMS ",
                   g.D(p.dob - dt.timedelta(days=g.pick([1, 31, 365])), "num"), "; MRN ", ("MRN", g.mrn()),
                   " used to resolve.")
    n.blank()
    n.line("Transport box temp on arrival ", "%.1f °C" % (g.rint(20, 80) / 10), " (logger ",
           ("DEVICE", g.device("logger")), "). Courier: ", ("ORGANIZATION", g.pick(P.COURIERS)),
           ", docket ", ("IDNUM", g.ref("TRK")))
    n.line("Logged by: ", g.doc(clerk, "full"), " (", ini_c, ")   Checked by: ",
           g.doc(checker, g.pick(["full", "f_last"])), "   ", g.D(d, "num"), " ", g.time())
    return "accessioning_log"


def freezer_inventory(ctx, n):
    g = ctx.g
    d = ctx.today
    start = d - dt.timedelta(days=g.rint(28, 92))
    tech = g.staff(role="Laboratory Technician")
    unit = "F-%02d" % g.rint(1, 24)
    sp = g.pick([-80, -80, -80, -150, -20])
    n.line(g.pick(["FREEZER INVENTORY AND STORAGE REPORT", "Storage unit inventory report",
                   "Monthly ULT inventory reconciliation"]))
    n.line("Facility: ", ("ORGANIZATION", ctx.bank), ", ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)),
           ", Room ", ("LOCATION_OTHER", g.room()))
    n.line("Unit: ", unit, "   Model: ", g.pick(EQUIP), "   Serial: ", ("DEVICE", g.device("freezer")),
           "   Set point: ", "%d °C" % sp)
    n.line("Temperature logger: ", ("DEVICE", g.device("logger")), " (calibrated ", g.D(start - dt.timedelta(days=g.rint(30, 300)), "num"), ")")
    n.line("Report period: ", g.D(start, "num"), " to ", g.D(d, "num"), "   Generated ", g.D(d, "iso"), " ",
           g.time(), " by ", ("USERNAME", g.username(tech)), " from ", ("IPADDR", g.ip()))
    n.blank()
    n.line("Summary: %d racks, %d boxes, %d positions occupied (%d%% capacity). Mean temp %.1f °C, "
           "min %.1f, max %.1f." % (g.rint(4, 12), g.rint(60, 400), g.rint(4000, 30000), g.rint(55, 97),
                                     sp + g.rint(-15, 15) / 10, sp - 3 + g.rint(-9, 9) / 10, sp + 6 + g.rint(-20, 20) / 10))
    n.blank()
    n.line("Sample-level extract (boxes audited this period)")
    widths = [11, 16, 13, 18, 12, 5]
    n.row(["Position", "Sample ID", "Participant", "Type", "Collected", "Alq"], widths)
    for _ in range(g.rint(8, 15)):
        pidv = ctx.pid()
        cd = g.before(d, 20, 1942)
        if cd > d:
            cd = d
        n.row(["R%d/B%02d/%s%d" % (g.rint(1, 9), g.rint(1, 40), g.pick("ABCDEFGHI"), g.rint(1, 9)),
               ("IDNUM", ctx.sample_id(pidv, cd)), ("IDNUM", pidv), g.pick(SAMPLE_TYPES),
               g.D(cd, g.pick(["num", "iso", "lims"])), str(g.rint(0, 6))], widths)
    n.blank()
    n.line("Alarms and excursions")
    oncall = g.staff(role="On-call Technician")
    for _ in range(g.rint(1, 3)):
        ad = g.after(start, 0, (d - start).days)
        n.line("- ", g.D(ad, g.pick(["num", "wk", "abbr"])), " ", "%02d:%02d" % (g.rint(0, 23), g.rint(0, 59)), ": ",
               g.pick(["high temperature alarm", "door-open alarm", "power interruption", "LN2 low-level alarm"]),
               ", peak ", "%d °C" % (sp + g.rint(8, 25)), ". Responder ", g.doc(oncall, g.pick(["full", "f_last"])),
               " (mobile ", ("PHONE", g.phone(mobile=True)), ") attended within ", str(g.rint(8, 45)), " min; ",
               g.pick(["door seal iced - defrosted gasket.", "compressor restarted, engineer called.",
                       "racks moved to backup unit F-%02d." % g.rint(1, 24), "no action; transient."]))
    if g.chance(0.6):
        eng = g.person()
        n.line("  Service visit by ", ("DOCTOR", eng.first + " " + eng.last), " of ", ("ORGANIZATION", g.company()),
               ", job ref ", ("IDNUM", g.ref("SV")), "; compressor replaced under warranty.")
    n.blank()
    n.line("Discrepancies")
    k = g.rint(1, 3)
    for _ in range(k):
        pidv = ctx.pid()
        p = g.person()
        t = g.rint(0, 3)
        if t == 0:
            n.line("- Sample ", ("IDNUM", g.accession(d)), " listed in LIMS but not found at recorded position; ",
                   "found two slots along. Corrected by ", ("USERNAME", g.username(tech)), ".")
        elif t == 1:
            n.line("- Participant ", ("IDNUM", pidv), " (", g.pat(p, "title"), ") withdrew on ", g.D(g.before(d, 20, 1395)),
                   " - level 3; ", str(g.rint(3, 14)), " aliquots awaiting destruction.")
        elif t == 2:
            a1, a2 = ctx.acc_range(d)
            n.line("- Box label illegible (frost); re-labelled from LIMS map. Sample IDs ",
                   ("IDNUM", a1), " to ", ("IDNUM", a2), " verified.")
        else:
            n.line("- ", str(g.rint(2, 9)), " cryovials from ", ("HOSPITAL", g.hospital()), " (legacy collection, ",
                   g.D(g.rdate(2009, 2015), "y"), ") have no linked consent record; referred to QA.")
    n.blank()
    n.line("Prepared by: ", g.doc(tech, "full"), ", ", tech.role, "   ", g.D(d, "num"))
    n.line("Reviewed by: ", g.doc(ctx.manager, g.pick(["full", "f_last"])), ", Biobank Manager   ext ",
           ("PHONE", "555" + g.digits(1)))
    return "freezer_inventory"
