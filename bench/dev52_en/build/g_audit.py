"""Genre 8: EHR audit trails, access logs and HL7-style message printouts with free-text comments."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL

ACTIONS = ["VIEW chart summary", "VIEW results", "PRINT discharge summary", "EDIT problem list", "SIGN order",
           "VIEW notes", "EXPORT CCD", "MODIFY demographics", "VIEW imaging", "BREAK-THE-GLASS", "LOGIN", "LOGOUT",
           "VIEW medication list", "ACK result", "SEND portal message", "FAX document", "REPRINT wristband"]
ROLES = ["RN", "MD", "Registration", "HIM", "Pharmacist", "Student", "Billing", "Scheduler", "IT Support", "Resident"]


def audit(rng, c):
    lines = []
    lines.append(rng.choice(["EHR ACCESS AUDIT REPORT", "Patient Privacy Audit - Access Log", "AUDIT TRAIL EXPORT",
                             "Chart Access Review (Privacy Office)"]))
    lines.append("Facility: %s   Generated %s by %s (%s)" % (hosp(c.hosp), c.d(rng.randint(10, 40)), usr(Person(rng).username()),
                                                        rng.choice(["Privacy Officer", "HIM analyst", "Compliance"])))
    lines.append("Patient: %s   %s: %s   DOB: %s" % (pt(c.pt.last_first(upper=True)), c.nhs_or_mrn_header()[0][0], c.nhs_or_mrn_header()[0][1], c.dobs()))
    lines.append("Encounter(s): %s, %s" % (acct(c.acct), acct(acct_val(rng))))
    lines.append("Request ref: %s   Reason: %s" % (idn(fmt_id(rng, "PRV-####-###")), rng.choice([
        "patient complaint re: co-worker access", "routine VIP audit", "media interest", "family member employee access",
        "random monthly sample"])))
    lines.append("Date range: %s to %s" % (c.d(-rng.randint(20, 60), "iso"), c.d(0, "iso")))
    lines.append("")
    users = [Person(rng) for _ in range(rng.randint(4, 7))]
    uname = [u.username() for u in users]
    roles = [rng.choice(ROLES) for _ in users]
    ips = [private_ip(rng) for _ in users]
    style = rng.choice(["pipe", "cols", "csv"])
    hdr = ["Timestamp", "User", "Name", "Role", "Workstation IP", "Action", "Detail"]
    if style == "pipe":
        lines.append("| " + " | ".join(hdr) + " |")
        lines.append("|" + "---|" * len(hdr))
    elif style == "csv":
        lines.append(",".join(h.lower().replace(" ", "_") for h in hdr))
    else:
        lines.append("%-20s %-14s %-24s %-12s %-16s %s" % tuple(hdr[:6]))
    n = rng.randint(18, 30)
    off = -rng.randint(20, 50)
    for i in range(n):
        off += rng.choice([0, 0, 0, 1, 2])
        k = rng.randrange(len(users))
        d = shift(c.date, off)
        ts_date = fdate(rng, d, c.loc, rng.choice(["iso", "iso", "mdy" if c.loc == "US" else "dmy"]))
        tm = "%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
        if rng.random() < 0.2 and ts_date.count("-") == 2:
            ts = dt(ts_date) + "T" + tm
        else:
            ts = dt(ts_date) + " " + tm
        act = rng.choice(ACTIONS)
        det = rng.choice(["", "", "", "Note ID %s" % idn(fmt_id(rng, "#########")), "Order %s" % idn(fmt_id(rng, "ORD#######")),
                          "Accession %s" % idn(fmt_id(rng, "@##-######")), "Doc %s" % idn(fmt_id(rng, "DOC-######")),
                          "to fax %s" % fax(fphone(rng, c.loc, mobile=False)) if "FAX" in act else "",
                          "printer " + loc("PRN-%s%d" % (rng.choice(["4W", "ED", "L2", "OPD"]), rng.randint(1, 20)))])
        if act == "BREAK-THE-GLASS":
            det = "reason: '%s'" % rng.choice(["Emergency care", "covering for Dr %s" % dr(Person(rng).last), "pt in ED, consult",
                                               "other: " + "checking on my %s" % rng.choice(["neighbour", "aunt", "friend"])])
        name = dr(users[k].full()) if roles[k] not in ("Registration", "HIM", "Billing", "Scheduler", "IT Support") or True else ""
        if style == "pipe":
            lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (ts, usr(uname[k]), name, roles[k], ip(ips[k]), act, det or "-"))
        elif style == "csv":
            lines.append("%s,%s,\"%s\",%s,%s,%s,\"%s\"" % (ts, usr(uname[k]), dr(users[k].last_first()), roles[k], ip(ips[k]), act, det))
        else:
            lines.append("%s %s %s %s %s %s %s" % (vpad(ts, 20), vpad(usr(uname[k]), 14), vpad(name, 24), vpad(roles[k], 12), vpad(ip(ips[k]), 16), act, det))
    lines.append("")
    lines.append("Biometric badge-tap log for the same period: %d events; user %s authenticated by fingerprint template %s at %s." % (
        rng.randint(2, 30), usr(uname[0]), bio(bioid_val(rng)), loc(rng.choice(["Nurses' station 4 West", "Pharmacy vault door", "ED triage kiosk 2", "Med room B"]))))
    lines.append("")
    lines.append("Reviewer comments:")
    k = rng.randrange(len(users))
    comm = [
        "User %s (%s) is listed in HR as employed at %s, %s department; no treatment relationship found for %s." % (
            usr(uname[k]), dr(users[k].full()), hosp(c.hosp), rng.choice(["Radiology", "Finance", "Dietetics", "Outpatients"]), c.d(-5, "md")),
        "Patient %s states %s is her %s's ex-partner." % (pt(c.pt.full()), dr(users[k].full()), c.rel) if rng.random() < 0.5 else
        "Patient reports %s, a neighbour, knew details of her admission." % dr(users[k].full()),
        "Manager %s notified by email (%s) on %s; interview scheduled." % (dr(Person(rng).full()), email(Person(rng).email("example.org")), c.d(rng.randint(1, 5))),
        "VPN session from %s traced to home connection; device asset tag %s." % (ip(private_ip(rng)), dev(fmt_id(rng, "IT-#####"))),
        "Complainant contact: %s %s, %s." % (c.rel, fam(c.fam.full()), tel(c.mobile)),
        "Accesses by %s on %s are consistent with assigned care (%s bed %s)." % (usr(uname[(k + 1) % len(uname)]), c.d(-10, "md"),
                                                                                hosp(rng.choice(PL.WARDS)), loc(str(rng.randint(1, 30)))),
    ]
    for x in rng.sample(comm, rng.randint(3, 5)):
        lines.append("- " + x)
    lines.append("")
    lines.append("Case closed: %s   Privacy Officer: %s, %s" % (c.d(rng.randint(15, 45)), dr(Person(rng).full()), c.ph(ext=True)))
    return "\n".join(lines)


def _ts(rng, d, with_time=True):
    s = dt("%04d%02d%02d" % (d.year, d.month, d.day))
    if with_time:
        s += "%02d%02d" % (rng.randint(0, 23), rng.randint(0, 59)) + ("%02d" % rng.randint(0, 59) if rng.random() < 0.5 else "")
    return s


def hl7(rng, c):
    lines = []
    kinds = rng.sample(["ADT^A01", "ORU^R01", "ADT^A08", "ORM^O01", "SIU^S12", "MDM^T02", "ORU^R01"], rng.choice([1, 2, 2, 3]))
    for mi, kind in enumerate(kinds):
        if mi:
            lines.append("")
            lines.append("-" * 70)
        lines.extend(_hl7_one(rng, c, kind, mi))
    lines.append("")
    lines.append("Analyst comment (%s, %s): %s" % (dr(Person(rng).full()), c.d(rng.randint(0, 2)), rng.choice([
        "message replayed after correcting DOB from %s to %s per registration." % (c.dobs(), c.dobs()),
        "patient %s was registered twice at %s; ticket %s raised." % (pt(c.pt.full()), hosp(c.hosp), idn(fmt_id(rng, "INC#######"))),
        "feed paused %s for downtime; backlog cleared." % c.d(0, "wshort" if c.loc == "US" else "wdlong"),
        "HIE query from %s returned 3 documents for %s." % (ip(private_ip(rng)), pt(c.pt.last_first(upper=True)))])))
    return "\n".join(lines)


def _hl7_one(rng, c, kind, mi):
    lines = []
    lines.append("Interface Engine - Message Viewer   Channel: %s   Printed %s by %s" % (
        rng.choice(["LAB_IN", "ADT_OUT", "RAD_ORU", "PORTAL_FEED"]), c.d(rng.randint(0, 3)), usr(Person(rng).username())))
    lines.append("Source %s:%d -> %s:%d   Status: %s" % (ip(private_ip(rng)), rng.choice([2575, 6661, 7001]), ip(private_ip(rng)), rng.choice([2575, 5000]),
                                                       rng.choice(["ERROR - AE returned", "Processed", "Queued (retry 3)", "Filtered"])))
    lines.append("")
    d = shift(c.date, mi)
    ctrl = fmt_id(rng, "MSG#########")
    a = c.addr
    ph_raw = fphone(rng, c.loc)
    lines.append("MSH|^~\\&|%s|%s|%s|%s|%s||%s|%s|P|2.5.1" % (rng.choice(["LIS", "EHR", "RIS", "PAS"]), rng.choice(["LAB", "MAIN", "RAD"]),
                                                            rng.choice(["EHR", "HIE", "PORTAL"]), rng.choice(["ADT", "CORE"]),
                                                            _ts(rng, d), kind, idn(ctrl)))
    if kind.startswith("ADT"):
        lines.append("EVN|%s|%s|||%s" % (kind.split("^")[1], _ts(rng, d), usr(Person(rng).username().upper())))
    pid = "PID|1||%s^^^MR~%s^^^%s||%s||%s|%s|||%s^^%s^%s^%s^%s||%s|%s||%s|||%s|%s" % (
        mrn(c.mrn), (mrn(c.nhs.replace(" ", "")) if c.loc == "GB" else hplan(c.hplan.replace(" ", ""))),
        "NHS" if c.loc == "GB" else "HC",
        pt(c.pt.hl7()), _ts(rng, c.dob, False), c.pt.sex,
        street(a["street"].upper()), city(a["city"].upper()), state(a["abbr"]) if a["abbr"] else "", zipc(a["zip"]),
        {"US": "USA", "GB": "GBR", "CA": "CAN", "AU": "AUS"}[c.loc],
        tel(ph_raw), tel(c.mobile), rng.choice(["M", "S", "W", "D"]), acct(c.acct),
        ssn(ssn_val(rng, c.loc)) if c.loc in ("US", "CA") and rng.random() < 0.6 else "")
    lines.append(pid)
    if rng.random() < 0.6:
        lines.append("NK1|1|%s|%s|%s|%s" % (fam(c.fam.hl7()), c.rel.upper()[:3], tel(fphone(rng, c.loc, mobile=True)),
                                            prof(c.fam_job) if hasattr(c, "fam_job") else ""))
    mdid = digits(rng, 6)
    lines.append("PV1|1|%s|%s^%s^%s||||%s^%s^%s|||||||||||%s|||||||||||||||||||||||||%s" % (
        rng.choice(["I", "O", "E"]), hosp(rng.choice(PL.WARDS).upper()), loc(str(rng.randint(100, 520))), loc(rng.choice(["A", "B", "1", "2"])),
        lic(npi(rng)) if c.loc == "US" else idn(mdid), dr(c.md.last.upper()), dr(c.md.first.upper()), acct(acct_val(rng)), _ts(rng, d)))
    if rng.random() < 0.6:
        lines.append("IN1|1|%s|%s|%s||||%s||||||||%s" % (rng.choice(["PPO", "HMO", "MCD", "PRV"]), idn(fmt_id(rng, "####")), org(c.insurer),
                                                          hplan(fmt_id(rng, "GRP#####")), hplan(c.hplan)))
    if kind.startswith("ORU") or kind.startswith("ORM"):
        ordno = fmt_id(rng, "#########")
        lines.append("ORC|%s|%s|%s||CM||||%s|||%s^%s^%s" % ("RE" if "ORU" in kind else "NW", idn(ordno), idn(fmt_id(rng, "F#######")),
                                                            _ts(rng, d), dr(c.md2.last.upper()), dr(c.md2.first.upper()), "MD"))
        lines.append("OBR|1|%s|%s|%s|||%s|||||||%s||%s" % (idn(ordno), idn(fmt_id(rng, "@##-######")), rng.choice(["80053^CMP", "85025^CBC", "LIPID^Lipid panel", "TSH^TSH"]),
                                                         _ts(rng, d), _ts(rng, d), dr(c.md2.last.upper() + "^" + c.md2.first.upper())))
        for k, (nm, v, u, r, f) in enumerate(clin.lab_rows(rng, rng.randint(4, 9)), 1):
            lines.append("OBX|%d|NM|%s||%s|%s|%s|%s|||F" % (k, nm.upper().replace(" ", "_"), v, u, r, f))
    elif kind.startswith("SIU"):
        lines.append("SCH|%s||||||%s^Follow-up|||30|min|^^30^%s" % (idn(fmt_id(rng, "APT#######")), rng.choice(["NEW", "FU"]), _ts(rng, shift(d, 14))))
        lines.append("AIL|1||%s" % hosp(c.clinic.upper()))
    elif kind.startswith("MDM"):
        lines.append("TXA|1|DS|TX|%s||||||%s||%s||||AU" % (_ts(rng, d), dr(c.md.last.upper() + "^" + c.md.first.upper()), idn(fmt_id(rng, "DOC#######"))))
    nte = rng.sample([
        "Pt prefers to be called %s. Interpreter: %s." % (pt(c.pt.nick or c.pt.first), rng.choice(["Spanish", "Arabic", "Vietnamese", "none", "Punjabi"])),
        "Spoke with %s %s at %s who confirmed new address." % (c.rel, fam(c.fam.first), tel(c.mobile)),
        "Duplicate MRN %s merged into %s by %s on %s." % (mrn(fmt_id(rng, "########")), mrn(c.mrn), usr(Person(rng).username()), c.d(-1)),
        "Specimen recollected, original %s hemolyzed; called %s on %s." % (idn(fmt_id(rng, "@##-######")), c.rn.ref(), tel(fphone(rng, c.loc, mobile=False, ext=True))),
        "Results also to %s (%s) fax %s." % (c.md.ref(), hosp(c.clinic), c.fx()),
        "Email on file %s bounced; portal invite resent to %s." % (email(c.email), url("https://" + "portal." + ascii_slug(c.hosp.split()[0]) + ".example.org/activate")),
        "Employer on file: %s; occupation %s." % (org(c.employer), prof(c.job)),
    ], rng.randint(2, 4))
    for i, x in enumerate(nte, 1):
        lines.append("NTE|%d|L|%s" % (i, x))
    lines.append("")
    if "ERROR" in lines[1]:
        lines.append("ACK: MSA|AE|%s|PID-7 invalid or PID-3 duplicate" % idn(ctrl))
    return lines


def gen(rng, c):
    c.fam_job = rng.choice(PL.PROFESSIONS)
    return audit(rng, c) if rng.random() < 0.5 else hl7(rng, c)
