"""Own genres: helpline system audit log, extravasation incident report, CVAD care record."""
import datetime

import clinical as K
import ids as I
import pools as P
from genbase import demo, header, role_text, sig, who
from phi import fmt_date

SYSTEMS = ["OncoTriage", "HelplineLog", "ChemoCare EPR", "SACTtrack", "AOS Connect", "TriageNet"]


def audit(n, c, s, r):
    sysname = "%s %d.%d" % (r.choice(SYSTEMS), r.randint(2, 7), r.randint(0, 9))
    ref = I.pat(r, r.choice(["\\AOH-%02d-99999" % (c.day.year % 100), "TRI99999"]))
    n.add("=== AUDIT TRAIL: ", sysname, " ===\n")
    n.add("Record: ", (ref, "IDNUM"), " | Patient: ", c.k_ptcaps(), " | ", c.k_mrnl(), c.k_nidl(), "\n")
    exp = c.r.choice(["cns", "clerk"])
    n.add("Exported ", c.D(r.randint(0, 30), "iso"), " ", c.tm(), " by ", c.uname(exp), " from ",
          (I.private_ip(r), "IPADDR"), " (reason: ", r.choice(["clinical governance review", "SAR request",
                                                                "incident investigation", "NS audit",
                                                                "complaint response"]), ")\n")
    n.add("-" * 78, "\n")
    users = {}
    for role in ["nurse", "cns", "reg", "clerk", "pharm"]:
        users[role] = (c.staff[role].uname(r), I.private_ip(r))
    h, m, sec = r.randint(0, 20), r.randint(0, 59), r.randint(0, 59)
    t = h * 3600 + m * 60 + sec
    d = c.day
    fmt_choice = r.randint(0, 2)
    events = [("nurse", "LOGIN", "ok method=" + r.choice(["smartcard", "password+OTP", "SSO", "fingerprint"])),
              ("nurse", "CREATE", "triage_record " + ref),
              ("nurse", "VIEW", "patient_summary"),
              ("nurse", "UPDATE", "ukons.%s=%s" % (s.item.split("/")[0].lower().replace(" ", "_"), s.grade)),
              ("nurse", "UPDATE", "ukons.temperature=%s (%.1f)" % ("RED" if s.febrile else "GREEN", s.temp)),
              ("nurse", "SEND", "alert_fax"), ("nurse", "NOTIFY", "email"),
              ("cns", "LOGIN", "ok method=SSO"), ("cns", "VIEW", "triage_record " + ref),
              ("cns", "ACK", "handover accepted"), ("reg", "VIEW", "results FBC"),
              ("clerk", "PRINT", "call summary (printer ONC-PRN-%d)" % r.randint(1, 9)),
              ("pharm", "VIEW", "sact_history"), ("nurse", "LOGOUT", "")]
    if r.random() < 0.4:
        events.insert(0, ("nurse", "LOGIN", "FAILED bad password"))
    for role, act, detail in events:
        if r.random() < 0.2 and act not in ("CREATE", "LOGIN"):
            continue
        t += r.randint(20, 900)
        if t >= 86400:
            t -= 86400
            d = d + datetime.timedelta(days=1)
        tstr = "%02d:%02d:%02d" % (t // 3600, (t // 60) % 60, t % 60)
        u, ip = users[role]
        if fmt_choice == 0:
            n.add((fmt_date(d, "iso"), "DATE"), "T", tstr, "Z | user=", (u, "USERNAME"), " | ws=", (ip, "IPADDR"),
                  " | ", act, " ")
        elif fmt_choice == 1:
            n.add("[", (fmt_date(d, "iso"), "DATE"), " ", tstr, "] ", (u, "USERNAME"), "@", (ip, "IPADDR"), " ",
                  act, " ")
        else:
            n.add((fmt_date(d, c.ds), "DATE"), " ", tstr, "  ", act.ljust(7), " ", (u, "USERNAME"), " (",
                  (ip, "IPADDR"), ") ")
        if detail == "ok method=fingerprint":
            n.add("ok method=fingerprint template ", (I.bioid(r, "finger"), "BIOID"))
        elif detail.startswith("triage_record "):
            n.add("triage_record ", (ref, "IDNUM"))
        elif detail == "alert_fax":
            n.add("alert_fax to ", c.k_fax(), " (", c.k_hosp2(), " ", c.k_ed(), ")")
        elif detail == "email":
            n.add("notification -> ", c.shared_email(r.choice(["aos.team", "acute.oncology", "onc.oncall"])))
        elif detail == "patient_summary":
            n.add("patient_summary ", c.k_mrn(), " (", c.k_ptcaps(), ")")
        else:
            n.add(detail)
        n.add("\n")
    if r.random() < 0.6:
        t += r.randint(5, 60)
        n.add("API POST ", c.url("api/v2/triage/" + ref.lower().replace("-", "")), " status=201 (",
              (I.private_ip(r), "IPADDR"), ")\n")
    if r.random() < 0.4:
        n.add("Linked record opened from ", c.url("epr/patient/" + c.mrn.lower().replace("-", "")), "\n")
    n.add("-" * 78, "\n")
    n.add("Total events: %d   Integrity hash verified   Report generated for " % len(events))
    n.add(who(c, "cns", "full"), " (", role_text(c, "cns"), ")\n")
    if r.random() < 0.5:
        n.add("Queries to: ", c.shared_email(r.choice(["ig.team", "information.governance", "privacy.office"])),
              " / ", c.k_switch(), "\n")


VESICANTS = [("epirubicin", "anthracycline", "EC"), ("doxorubicin", "anthracycline", "R-CHOP"),
             ("vincristine", "vinca alkaloid", "R-CHOP"), ("vinblastine", "vinca alkaloid", "ABVD"),
             ("docetaxel", "taxane (irritant/vesicant)", "Docetaxel"), ("oxaliplatin", "irritant", "FOLFOX"),
             ("paclitaxel", "taxane (irritant/vesicant)", "Paclitaxel weekly")]


def extravasation(n, c, s, r):
    drug, cls, reg = r.choice(VESICANTS)
    header(n, c, ["INCIDENT REPORT - SACT EXTRAVASATION", "Extravasation Incident Form",
                  "Patient Safety Incident: suspected extravasation"])
    n.add("Incident ref: ", (I.pat(r, r.choice(["IR-%02d-9999" % (c.day.year % 100), "W999999", "INC99999"])),
                              "IDNUM"), "   Reported: ", c.D(0), " ", c.tm(), "\n")
    inc = -r.choice([0, 0, 1])
    n.add("Date/time of incident: ", c.D(inc), " ", c.tm(), "\n")
    n.add("Location: ", c.k_cdu(), ", ", c.k_hosp(), ", ", r.choice(["chair", "chair", "bay"]), " ", c.k_bed())
    if r.random() < 0.4:
        n.add(", ", (r.choice(P.BUILDINGS), "LOCATION_OTHER"))
    n.add("\n")
    demo(n, c, r.choice(["line", "grid", "sticker"]))
    n.add("\nDrug: ", drug, " (", cls, ") as part of ", reg, " C%d\n" % s.cycle)
    site = r.choice(["22G cannula L dorsum of hand", "20G cannula R forearm", "PICC (R arm)", "implanted port (needle dislodged)"])
    n.add("Access: ", site, ", sited by ", who(c, "nurse2", "full"), r.choice([", 1st attempt", ", 2nd attempt"]), "\n")
    n.add("Estimated volume: %d mL   Stage: infusion %d%% complete\n" % (r.randint(2, 25), r.randint(10, 90)))
    n.add("Signs: ", r.choice(["pain + swelling at site, no blood return", "erythema %d x %d cm, blanching" % (
        r.randint(2, 6), r.randint(2, 5)), "patient reported burning, flow slowed", "blistering noted at 2h"]), "\n")
    n.add("\nIMMEDIATE ACTIONS\n1. Infusion stopped, residual drug aspirated, device removed (except port needle left for aspiration)\n")
    if cls == "anthracycline":
        n.add("2. Cold compress 20 min QDS x3 days; dexrazoxane ", r.choice(["1000 mg/m2", "per protocol"]),
              " D1 within 6h, D2, D3\n")
    elif cls == "vinca alkaloid":
        n.add("2. Warm compress, hyaluronidase 1500 units SC around site\n")
    else:
        n.add("2. ", r.choice(["Cold compress", "Warm compress"]), ", elevate limb, hydrocortisone 1% cream\n")
    n.add("3. Area marked, photographed (photo ref ", (I.pat(r, "IMG-99999"), "IDNUM"), ")\n")
    n.add("4. Reviewed by ", c.k_reg(), " at ", c.tm(), "; plastics referral ", r.choice(["not required", "made - ", "made - "]))
    if r.random() < 0.5:
        n.add("to ", c.k_hosp2(), " (", c.k_switch(), ")")
    n.add("\n5. Extravasation kit used and restocked\n")
    n.add("\nPatient", r.choice([" (", " ("]), c.k_ptinit(), ") informed (duty of candour): yes, ", c.D(inc), r.choice(["", ";", ","]))
    if r.random() < 0.5:
        n.add(" ", c.nokrel, " ", c.k_nok(), " present")
    n.add("\nPatient advised to ring ", c.k_helpline(), " if pain, blistering or fever. Leaflet given.\n")
    n.add("Follow-up reviews: ", c.short(inc + 1), ", ", c.short(inc + 7), ", ", c.short(inc + 14), "\n")
    n.add("Harm level (initial): ", r.choice(["low", "no harm", "moderate"]), "   Category: medication - administration\n")
    n.add("\nStaff involved: administering nurse ", who(c, "nurse", "full"), "; witness ", who(c, "nurse2", "full"), "\n")
    n.add("Reporter: ", c.sname("nurse", "full"), "  ", c.lic("nurse"), "  ", c.email("nurse"), "\n")
    if r.random() < 0.4:
        n.add("Handler: ", who(c, "cns", "full"), " (SACT safety lead)   Logged by user ", c.uname("cns"), "\n")


def cvad(n, c, s, r):
    kind = s.line or r.choice(["PICC", "port", "Hickman line"])
    header(n, c, ["CENTRAL VENOUS ACCESS DEVICE (CVAD) RECORD", "Vascular Access Record",
                  {"PICC": "PICC insertion & care record", "port": "Implanted Port Record & Maintenance Log",
                   "Hickman line": "Tunnelled CVC (Hickman) record"}[kind]])
    demo(n, c)
    n.add("Indication: SACT - ", s.reg, " (", s.dx, ")\n")
    ins = -r.randint(7, 120)
    if kind == "PICC":
        n.add("Device: ", r.choice(["5Fr double-lumen PowerPICC", "4Fr single-lumen PICC", "5Fr DL Groshong PICC"]),
              "   REF ", I.pat(r, "9999999"), " (catalogue)   Serial ", (I.device_serial(r, "picc"), "DEVICE"), "\n")
        where = r.choice(["IR suite", "room", "treatment room"])
        n.add("Inserted: ", c.D(ins), " by ", who(c, "cns", "full"), " (vascular access team), ", where)
        if where != "IR suite":
            n.add(" ", (I.pat(r, "99") + r.choice(["", "A", "B"]), "LOCATION_OTHER"))
        n.add(", ", c.k_hosp(), "\n")
        n.add("Vein: R basilic, US-guided, modified Seldinger; tip confirmation ", r.choice(["ECG (Sherlock 3CG)", "CXR"]),
              " - cavoatrial junction\n")
        n.add("Total length %d cm, external %d cm, arm circumference %d cm\n" % (
            r.randint(38, 48), r.randint(0, 3), r.randint(25, 34)))
    elif kind == "port":
        n.add("Device: implanted port (Port-a-Cath), 8Fr   Serial ", (I.device_serial(r, "port"), "DEVICE"), "\n")
        n.add("Inserted: ", c.D(ins), " under LA in IR by ", c.sname("reg", "full"), ", ", c.k_hosp(), "\n")
        n.add("Access: 20G 20 mm non-coring (Huber) needle, change every 7 days\n")
    else:
        n.add("Device: tunnelled Hickman line, double lumen   Serial ", (I.device_serial(r, "picc"), "DEVICE"), "\n")
        n.add("Inserted: ", c.D(ins), " in theatre by ", c.k_reg(), ", ", c.k_hosp(),
              "; cuff %d cm from exit site\n" % r.randint(2, 5))
    if r.random() < 0.2:
        n.add("Other device: permanent pacemaker SN ", (I.device_serial(r, "pacer"), "DEVICE"),
              " - avoid L side\n")
    if r.random() < 0.3:
        n.add("Home thermometer issued, serial ", (I.device_serial(r, "thermo"), "DEVICE"), "\n")
    n.add("Consent: written, risks incl. infection, thrombosis, malposition\n")
    n.add("Flush/lock: ", {"PICC": "10 mL NaCl 0.9% pulsatile weekly + dressing/bung change",
                           "port": "10 mL NaCl 0.9% then heparin lock 500 units every 4-6 weeks when not in use",
                           "Hickman line": "10 mL NaCl 0.9% each lumen weekly; clamp between"}[kind], "\n")
    n.add("Education: keep dressing dry (shower sleeve), no swimming, report redness/fever/arm swelling to ",
          c.k_helpline(), r.choice([" (24h)", ""]), "; booklet given to ", c.k_pt(), "\n")
    n.add("\nMAINTENANCE LOG\n")
    n.add("%-14s %-9s %-8s %-6s %-5s %s\n" % ("Date", "Dressing", "Flush", "Ext cm", "By", "Comment"))
    d = ins
    for i in range(r.randint(3, 7)):
        d += 7
        if d > 0:
            break
        nurse = c.staff[r.choice(["nurse", "nurse2", "cns"])]
        comm = r.choice(["site clean", "site clean", "slight ooze, gauze", "bung changed", "no blood return - "
                         "urokinase", "patient reports arm ache", "bathing advice"])
        n.add((fmt_date(c.dt(d), c.ds), "DATE"))
        n.add(" " * max(1, 15 - len(fmt_date(c.dt(d), c.ds))), "%-9s %-8s %-6d " % (
            r.choice(["changed", "changed", "intact"]), "10 mL NS", r.randint(0, 3)))
        n.add((nurse.fmt("ini"), "DOCTOR"), "    ", comm, "\n")
    if r.random() < 0.4:
        n.add("District nursing: ", (r.choice(P.HOMECARE), "ORGANIZATION"), " visiting ",
              r.choice(["weekly", "Mondays", "Thursdays"]), "\n")
    if r.random() < 0.4:
        n.add("Ultrasound ", c.D(r.randint(min(ins + 7, -1), -1)), ": ",
              r.choice(["no thrombus", "non-occlusive thrombus R axillary vein - apixaban started, line kept"]), "\n")
    if r.random() < 0.3:
        n.add("Removed: ", c.D(0), " by ", who(c, "nurse2", "full"), " - ", r.choice(["end of treatment", "suspected line infection"]),
              "; tip sent for culture (", (I.pat(r, "MB9999999"), "IDNUM"), "), length intact %d cm\n" % r.randint(38, 48))
    else:
        n.add("Planned removal: end of treatment (~", c.D(r.randint(40, 150), r.choice(["MonY", "MonthY"])), ")\n")
    sig(n, c, r.choice(["cns", "nurse2"]))
