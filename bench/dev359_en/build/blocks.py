"""Shared building blocks: a case (people, sites, identifiers), letterheads,
patient banners, sign-offs and copy lists.  Every function appends pieces to
a Note, so offsets are recorded as the text grows."""
from types import SimpleNamespace

import ids


def case(x, age_lo=2, age_hi=86, sex=None):
    k = SimpleNamespace()
    k.today = x.today()
    k.pt = x.patient(age_lo, age_hi, sex=sex, ref=k.today)
    k.addr = x.address()
    k.hosp = x.site("hosp")
    k.gps = x.site("gp")
    k.gp = x.staff("gp")
    k.cons = x.staff("cons")
    k.mrn = ids.mrn(x)
    k.nat = ids.national(x, k.pt.dob)
    k.hp = ids.healthplan(x)
    k.ssn = ids.ssn(x)
    k.diag = x.before(k.today, 40, 4200)
    import datetime as _dt
    floor = k.pt.dob + _dt.timedelta(days=300)
    if k.diag < floor:
        k.diag = floor + _dt.timedelta(days=x.ri(0, max(0, (k.today - floor).days - 30)))
    k.child = k.pt.age < 16
    k.parent = x.family(k.pt, x.ch(["mother", "mother", "father"])) if k.child else None
    return k


def role_title(x, role, child=False):
    us = x.us
    if role == "cons":
        if child:
            return x.ch(["Consultant Paediatric Gastroenterologist" if not us else "Pediatric Gastroenterologist",
                         "Consultant Paediatrician (Gastroenterology)" if not us else "Attending, Pediatric GI"])
        return x.ch(["Consultant Gastroenterologist", "Consultant Gastroenterologist & Hepatologist"] if not us else
                    ["Gastroenterologist", "Attending Physician, Gastroenterology", "Director, Celiac Disease Program"])
    if role == "reg":
        return x.ch(["Specialty Registrar, Gastroenterology", "ST5 Gastroenterology", "Gastroenterology Registrar"] if not us else
                    ["GI Fellow", "Gastroenterology Fellow (PGY-5)", "Resident, Internal Medicine"])
    if role == "diet":
        return x.ch(["Specialist Dietitian (Gastroenterology)", "Coeliac Specialist Dietitian", "Senior Dietitian",
                     "Paediatric Dietitian" if child else "Dietitian"] if not us else
                    ["Registered Dietitian", "Clinical Dietitian, GI", "Pediatric Dietitian" if child else "Dietitian"])
    if role == "cns":
        return x.ch(["Coeliac Clinical Nurse Specialist", "Gastroenterology Nurse Specialist", "Coeliac Nurse Practitioner"] if not us else
                    ["Nurse Practitioner, Celiac Program", "GI Nurse Navigator", "Celiac Nurse Coordinator"])
    if role == "path":
        return x.ch(["Consultant Histopathologist", "Consultant Gastrointestinal Pathologist", "Anatomical Pathologist"] if not us else
                    ["Staff Pathologist", "GI Pathologist"])
    if role == "gp":
        return {"US": "Primary Care Physician", "CA": "Family Physician"}.get(x.c, "General Practitioner")
    if role == "rad":
        return x.ch(["Bone Densitometry Radiographer", "Senior Radiographer (DXA)", "DXA Technologist"])
    if role == "sec":
        return x.ch(["Medical Secretary", "Clinic Coordinator", "Booking Clerk", "Admin Assistant"])
    if role == "pharm":
        return x.ch(["Community Pharmacist", "Pharmacist", "Prescribing Support Pharmacist"])
    return ""


def letterhead(n, x, site, dept=None, contact=True, trust=None):
    if trust:
        n.add(("HOSPITAL", trust), "\n")
    n.add(("HOSPITAL", site["name"]), "\n")
    if dept:
        n.add(dept, "\n")
    a = site["addr"]
    n.add(x.addr(a, style="inline", country=x.pr(0.12)), "\n")
    if contact:
        items = []
        items.append(["Tel: " if x.pr(0.7) else "Telephone ", ("PHONE", x.phone("land"))])
        if x.pr(0.6):
            items.append(["Fax: ", ("FAX", x.phone("land"))])
        if x.pr(0.5):
            items.append(["Email: ", ("EMAIL", x.email(slug=site["slug"], box=x.ch(["gastro.secretaries", "coeliac.clinic", "gi.admin", "dietetics", "endoscopy.bookings"])))])
        if x.pr(0.25):
            items.append([("URL", x.url(site["slug"], "info"))])
        sep = x.ch(["  |  ", "\n", "   "])
        for i, it in enumerate(items):
            n.add(sep if i else "", it)
        n.add("\n")


def pt_banner(n, x, k, style=None, addr=True):
    p = k.pt
    style = style or x.ch(["re", "table", "line", "caps"])
    if style == "re":
        n.add("Re: ", p.rnd(["full", "tfull", "fml", "LF"]), ", DOB ", ("DATE", x.d(p.dob)))
        n.add(", ", k.mrn[0], " ", ("MRN", k.mrn[1]))
        if k.nat:
            n.add(", ", k.nat[0], " ", ("MRN", k.nat[1]))
        n.add("\n")
        if addr:
            n.add(x.addr(k.addr, "inline"), "\n")
    elif style == "table":
        n.add("Patient:      ", p.rnd(["LF", "LFU", "full", "fml"]), "\n")
        n.add("DOB:          ", ("DATE", x.d(p.dob)), "  (", ("AGE", str(p.age)), x.ch(["y", " yrs", " years"]), ")\n")
        n.add(k.mrn[0] + ":".ljust(max(1, 13 - len(k.mrn[0]))), " ", ("MRN", k.mrn[1]), "\n")
        if k.nat:
            n.add(k.nat[0] + ":".ljust(max(1, 13 - len(k.nat[0]))), " ", ("MRN", k.nat[1]), "\n")
        if addr:
            n.add("Address:      ", x.addr(k.addr, "inline"), "\n")
    elif style == "line":
        n.add("Patient: ", p.rnd(["full", "LF"]), " | ", x.ch(["DOB", "D.O.B.", "Born"]), ": ", ("DATE", x.d(p.dob)),
              " | ", k.mrn[0], ": ", ("MRN", k.mrn[1]))
        if k.nat and x.pr(0.7):
            n.add(" | ", k.nat[0], ": ", ("MRN", k.nat[1]))
        n.add("\n")
        if addr and x.pr(0.6):
            n.add(x.addr(k.addr, "inline"), "\n")
    else:
        n.add(p.n("LFU"), "  ", x.ch(["DOB", "D.O.B"]), " ", ("DATE", x.d(p.dob, x.ch(["num", "DMON", "dmon"]))),
              "  ", p.sex, "  ", k.mrn[0].upper(), " ", ("MRN", k.mrn[1]), "\n")
        if addr:
            n.add(x.addr(k.addr, "block", upper=True), "\n")


def signoff(n, x, who, role, child=False, lic=True, phone=False, close=None):
    close = close or x.ch(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,"] if not x.us
                          else ["Sincerely,", "Best regards,", "Respectfully,"])
    n.add(close, "\n\n")
    if x.pr(0.3):
        n.add(x.ch(["(electronically signed)", "[signature]", "Dictated but not read", "e-signed"]), "\n")
    style = x.ch(["tfull", "cred", "tfull", "full"]) if who.cred else "tfull"
    if who.typ == "DOCTOR" and who.role not in ("cons", "reg", "gp", "path") and style == "tfull" and x.pr(0.6):
        style = "full"
    n.add(who.n(style), "\n", role_title(x, role, child), "\n")
    if lic:
        L = ids.license(x, role)
        sep = x.ch([": ", " ", " no. "]) if not (L[0].endswith("No") or L[0].endswith("#") or L[0].endswith("reg")) else x.ch([": ", " "])
        n.add(L[0], sep, ("LICENSE", L[1]), "\n")
    if phone:
        n.add(x.ch(["Direct line: ", "Tel ", "Secretary: ", "Office: "]), ("PHONE", x.phone("land")), "\n")
        if x.pr(0.4):
            n.add(x.ch(["Bleep ", "Pager ", "Bleep: "]), ("PHONE", x.phone("bleep")), "\n")


def typist(n, x, author, when):
    sec = x.staff("sec")
    n.add(x.ch(["Dictated: ", "Dict: ", "D: "]), ("DATE", x.d(when)), x.ch(["  Typed: ", "  T: ", " / typed "]),
          ("DATE", x.d(x.after(when, 0, 9))), "  ", ("DOCTOR", author.first[0] + author.last[0].upper()), "/",
          ("DOCTOR", (sec.first[0] + sec.last[0]).lower()), "\n")


def cc_block(n, x, k, extra=None):
    n.add(x.ch(["cc: ", "CC:\n", "Copy to:\n", "c.c. "]))
    g = k.gp
    n.add(g.n(x.ch(["tfull", "title", "ini"])) if x.pr(0.9) else g.n("tfull"), ", ", ("HOSPITAL", k.gps["name"]), ", ",
          x.addr(k.gps["addr"], "inline"), "\n")
    if x.pr(0.6):
        n.add(k.pt.rnd(["tfull", "title", "full"]) if not k.child else (["Parent/guardian of "] + k.pt.n("full")), ", ",
              x.addr(k.addr, "inline", country=x.pr(0.15)), "\n")
    if extra:
        for e in extra:
            n.add(e, "\n")


def hospital_ref(n, x):
    n.add(x.ch(["Our ref: ", "Ref: ", "Our Ref "]))


def greeting(n, x, who):
    if who.typ == "DOCTOR":
        n.add(x.ch(["Dear ", "Dear "]), who.n(x.ch(["title", "title", "tfull"])), x.ch([",", ":" if x.us else ","]), "\n\n")
    else:
        n.add("Dear ", who.n(x.ch(["title", "tfull", "first"])), ",\n\n")
