"""Own genres: gluten challenge plan, EHR access audit log."""
import datetime

import blocks as B
import clin
import ids
from phi import Note


def _D(x, dt, st=None):
    return ("DATE", x.d(dt, st))


def gluten_challenge(x):
    n = Note(x.spell)
    k = B.case(x, 5, 75)
    p = k.pt
    s, o, pos = p.pr()
    cns = x.staff(x.ch(["cns", "diet"]))
    start = x.after(k.today, 3, 21)
    wks = x.ch([6, 6, 6, 8, 4, 2])
    end = start + datetime.timedelta(weeks=wks)
    n.add(x.ch(["GLUTEN CHALLENGE PLAN", "Gluten Challenge - Patient Instructions", "Your gluten challenge", "Gluten re-introduction (challenge) protocol"]), "\n")
    n.add(("HOSPITAL", k.hosp["name"]), " - ", x.ch(["Gastroenterology", x.CD + " Service", (x.paed.capitalize() + " Gastroenterology") if k.child else "Dietetics"]), "\n\n")
    n.add("Name: ", p.n(x.ch(["full", "LF"])), "\n", "Date of birth: ", _D(x, p.dob), "\n", k.mrn[0], ": ", ("MRN", k.mrn[1]), "\n")
    if k.child:
        n.add("Parent/carer: ", k.parent.n("full"), "  ", ("PHONE", x.phone("mob")), "\n")
    n.add("Prepared by: ", cns.n(x.ch(["full", "cred"])), " on ", _D(x, k.today), "\n\n")
    n.add("Why are we doing this?\n")
    n.add(x.ch([s.capitalize() + " started a gluten-free diet before any tests were done, so blood tests and biopsies may be falsely negative.",
                "Your tTG-IgA was negative while you were already gluten free (" + x.ch(["HLA-DQ2.5 positive", "HLA-DQ8 positive"]) + ").",
                "To confirm or exclude " + x.cd + " disease we need you to eat gluten again before a gastroscopy."]), "\n\n")
    n.add("What to eat\n")
    n.add("Eat at least ", x.ch(["3 g", "3-10 g", "10 g"]), " of gluten a day, for example ", x.ch(["2 slices of ordinary wheat bread", "one portion of normal pasta",
                                                                                                       "4 plain biscuits"]), ", every day for ", str(wks), " weeks", x.ch(["", " (minimum 2 weeks if symptoms are severe)"]), ".\n\n")
    n.add("Timetable\n")
    n.add("Start date:        ", _D(x, start, x.ch(["wk", "long", "num"])), "\n")
    mid = start + datetime.timedelta(weeks=2)
    if wks > 2:
        n.add("Weeks 1-2:         ", _D(x, start, "dm"), " - ", _D(x, mid, "dm"), ": ", x.ch(["1 slice bread/day, build up", "half portion, build up"]), "\n")
        n.add("Weeks 3-", str(wks), ":         ", _D(x, mid + datetime.timedelta(days=1), "dm"), " - ", _D(x, end, "dm"), ": full amount daily\n")
    else:
        n.add("Weeks 1-2:         ", _D(x, start, "dm"), " - ", _D(x, end, "dm"), ": full amount daily from day 1\n")
    bl = x.wkday(end - datetime.timedelta(days=x.ri(0, 3)))
    n.add("Blood test (tTG):  ", _D(x, bl), " at ", x.ch(["phlebotomy, ", "the blood room, ", ""]), ("HOSPITAL", x.ch([k.hosp["name"], k.gps["name"]])), "\n")
    if not k.child or x.pr(0.5):
        en = x.wkday(end + datetime.timedelta(days=x.ri(1, 10)))
        n.add("Gastroscopy:       ", _D(x, en, x.ch(["wk", "num", "long"])), " ", x.ch(["08:30", "09:15", "13:00", "14:45"]), ", Endoscopy Unit, ",
              ("HOSPITAL", k.hosp["name"]))
        if x.pr(0.4):
            n.add(", ", ("LOCATION_OTHER", x.building()))
        n.add("\n")
    n.add("\nSymptom diary\nPlease record symptoms daily (", x.ch(["paper diary enclosed", "app: ", "online form: "]))
    if n.buf[-1] in ("app: ", "online form: "):
        n.add(("URL", x.url(k.hosp["slug"], "portal")))
    n.add("). Score bloating, pain, stool type (", x.ch(["Bristol 1-7", "Bristol scale"]), ") and tiredness 0-10.\n\n")
    n.add("Stop and contact us if you have: severe diarrhoea (>6/day), vomiting, blood in stool, or a blistering rash.\n")
    if k.child:
        n.add("\nNote for school (", ("ORGANIZATION", x.org("school")), "): ", p.n("first"), " is temporarily eating gluten on medical advice from ",
              _D(x, start, "dm"), " to ", _D(x, end, "dm"), ". Please allow normal school meals.\n")
    if x.pr(0.35):
        n.add("\nWork: a fit note / letter for ", ("ORGANIZATION", x.org("employer")), " can be provided if symptoms affect your job as ",
              x.prof_a(), ".\n")
    n.add("\nContact\n", cns.n(x.ch(["full", "tfull"])), ", ", B.role_title(x, cns.role, k.child), "\n")
    n.add("Tel: ", ("PHONE", x.phone("land")))
    if x.pr(0.5):
        n.add(x.ch(["  Bleep ", "  Pager "]), ("PHONE", x.phone("bleep")))
    n.add("\n")
    if x.pr(0.6):
        n.add("Email: ", ("EMAIL", x.email(cns, slug=k.hosp["slug"])), "\n")
    if x.pr(0.3):
        n.add("\ncc ", k.gp.n("tfull"), ", ", ("HOSPITAL", k.gps["name"]), "; ", k.cons.n("tfull"))
    return n


ACTIONS = [("VIEW", "Results: tTG-IgA"), ("VIEW", "Histology report"), ("PRINT", "Clinic letter"), ("EDIT", "Problem list"),
           ("VIEW", "Demographics"), ("SIGN", "Dietetic note"), ("VIEW", "Medication list"), ("EXPORT", "Summary care record"),
           ("VIEW", "DXA report"), ("ORDER", "tTG-IgA + total IgA"), ("ACK", "Results inbox"), ("SEND", "Portal message")]
ROLE_OF = {"cons": "Gastroenterologist", "diet": "Dietitian", "cns": "CNS", "reg": "Registrar", "sec": "Medical Secretary",
           "nurse": "Staff Nurse", "rad": "Radiographer", "pharm": "Pharmacist"}


def audit_log(x):
    n = Note(x.spell)
    k = B.case(x, 4, 88)
    p = k.pt
    d0 = k.today
    users = []
    for _ in range(x.ri(3, 6)):
        u = x.staff(x.ch(["cons", "diet", "cns", "reg", "sec", "nurse", "rad", "pharm"]))
        users.append((u, x.username(u), ROLE_OF[u.role], x.ip()))
    officer = x.staff("sec")
    n.add(x.ch(["EHR ACCESS AUDIT REPORT", "Patient Record Access Log", "AUDIT TRAIL - CLINICAL RECORD", "Privacy audit: record access"]), "\n")
    n.add("System: ", x.ch(["CareRecord v7.4", "EPR (GI module)", "ClinicNet 2021.2", "MedChart Pro"]), "   Site: ", ("HOSPITAL", k.hosp["name"]), "\n")
    n.add("Generated: ", _D(x, x.after(d0, 10, 60), "iso"), " ", "%02d:%02d" % (x.ri(8, 17), x.ri(0, 59)), " by ", ("USERNAME", x.username(officer)),
          " (", officer.n(x.ch(["full", "LFU"])), ", ", x.ch(["Privacy Office", "Information Governance", "HIM"]), ")\n")
    n.add("Request: ", x.ch(["patient subject access request", "routine privacy audit (VIP flag)", "break-glass review",
                             "complaint ref "]))
    if n.buf[-1] == "complaint ref ":
        n.add(("IDNUM", ids.idnum(x, "ref")))
    n.add("\n")
    n.add("Patient: ", p.n(x.ch(["LFU", "LF"])), "   ", k.mrn[0], " ", ("MRN", k.mrn[1]), "   DOB ", _D(x, p.dob, "iso"), "\n")
    lo = x.before(d0, 20, 90)
    n.add("Period: ", _D(x, lo, "iso"), " to ", _D(x, d0, "iso"), "\n\n")
    n.add("%-20s %-14s %-22s %-18s %-16s %-7s %s\n" % ("Timestamp", "User", "Name", "Role", "Workstation", "Action", "Object"))
    n.add("-" * 110, "\n")
    t = datetime.datetime(lo.year, lo.month, lo.day, 8, 0, 0)
    rows = x.ri(6, 12)
    for _ in range(rows):
        t = t + datetime.timedelta(minutes=x.ri(3, 9000))
        u, un, role, ip = x.ch(users)
        act, obj = x.ch(ACTIONS)
        ws = x.ch(["ip", "host"])
        n.add(("DATE", "%04d-%02d-%02d" % (t.year, t.month, t.day)), " %02d:%02d:%02d  " % (t.hour, t.minute, x.ri(0, 59)))
        n.add(("USERNAME", un), " " * max(1, 15 - len(un)))
        nm = u.n("LFU")
        n.add(nm, " " * max(1, 23 - len(nm[0][1])))
        n.add(role.ljust(19))
        if ws == "ip":
            n.add(("IPADDR", ip), " " * max(1, 17 - len(ip)))
        else:
            h = x.ch(["GI-CLIN-", "ENDO-", "WS", "DIET-", "LAB-"]) + x.digits(x.ch([2, 3, 4]))
            n.add(("DEVICE", h), " " * max(1, 17 - len(h)))
        n.add(act.ljust(8), obj)
        if "tTG" in obj or "Histology" in obj:
            n.add(" (", ("IDNUM", ids.idnum(x, "lab" if "tTG" in obj else "histo")), ")")
        n.add("\n")
    if x.pr(0.5):
        u, un, role, ip = x.ch(users)
        n.add("\nBREAK-GLASS: ", ("USERNAME", un), " on ", _D(x, x.after(lo, 1, 20), "iso"), " - reason given: \"",
              x.ch(["direct care - ED attendance", "covering colleague", "urgent results query from " + x.gp]), "\"\n")
    if x.pr(0.6):
        n.add("\nPortal activity (patient/proxy):\n")
        pu = x.username(p)
        for _ in range(x.ri(1, 3)):
            dd = x.after(lo, 0, 60)
            n.add("  ", _D(x, dd, "iso"), " %02d:%02d  login " % (x.ri(6, 23), x.ri(0, 59)), ("USERNAME", pu), " from ", ("IPADDR", x.ip()))
            if x.pr(0.5):
                n.add(" via ", x.ch(["fingerprint", "face", "iris"]), " biometric (template ", ("BIOID", ids.bioid(x, x.ch(["fp", "face", "iris"]))), ")")
            n.add("\n")
    if x.pr(0.35):
        n.add("Kiosk check-in: device ", ("DEVICE", ids.device(x, "tablet")), ", ", x.ch(["Outpatients B", "Main entrance"]), ", ", _D(x, x.after(lo, 0, 40), "iso"), "\n")
    n.add("\nFindings: ", x.ch(["All accesses consistent with direct care.", "1 access not linked to a care episode - referred to line manager.",
                                "No inappropriate access identified.", "Access by user outside care team - explanation requested."]), "\n")
    n.add("Reviewed by: ", x.staff("sec").n(x.ch(["full", "cred"])), ", ", x.ch(["Privacy Officer", "IG Lead", "Caldicott support"]), "  ",
          _D(x, x.after(d0, 12, 70), x.ch(["num", "iso"])), "\n")
    if x.pr(0.4):
        n.add("Report URL: ", ("URL", x.url(k.hosp["slug"], "intranet")), "\n")
    n.add("CONFIDENTIAL - contains personal data", x.ch(["", " (" + x.ch(clin.CODES) + " flagged)"]))
    return n
