"""Genres: opioid substitution therapy dispensing log; take-home naloxone supply record."""
import datetime as dt

from world import Note, frag, pname
import common as C


def _rx_line(w):
    r = w.rng
    k = r.randint(0, 3)
    if k == 0:
        dose = r.choice((35, 40, 50, 55, 60, 70, 75, 80, 90, 100))
        return "methadone 1mg/ml SF oral solution %dml (%dmg) daily" % (dose, dose), "%dml" % dose, dose
    if k == 1:
        dose = r.choice((4, 6, 8, 12, 16, 18, 24))
        return "buprenorphine %dmg SL daily" % dose, "%dmg" % dose, dose
    if k == 2:
        dose = r.choice((8, 12, 16))
        return "Espranor %dmg oral lyophilisate daily" % dose, "%dmg" % dose, dose
    if w.c == "NZ":
        dose = r.choice((12, 15, 16, 18, 20))
        return "Biodone Forte 5mg/ml %.1fml (%dmg) daily" % (dose / 1.0, dose * 5), "%.1fml" % dose, dose
    dose = r.choice((30, 45, 60, 85))
    return "Physeptone 1mg/ml %dml daily" % dose, "%dml" % dose, dose


def gen_dispensing(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=22, hi=60)
    ph = w.pharmacy()
    pharmacists = [w.person(lo=25, hi=62) for _ in range(r.randint(1, 3))]
    pres = w.person(lo=30, hi=64)
    svc = w.addiction_service()
    title = r.choice(("SUPERVISED CONSUMPTION / INSTALMENT DISPENSING RECORD", "Controlled Drug Instalment Record",
                      "OST dispensing log", "Methadone Treatment Card - pharmacy copy" if w.c == "IE" else "Opioid Substitution Treatment - daily dosing record"))
    nb.ln(title)
    nb.ln("Pharmacy: {p|HOSPITAL}, {a}", p=ph, a=w.address())
    if r.random() < 0.6:
        nb.ln("Tel {t|PHONE}" + ("   Fax {f|FAX}" if r.random() < 0.4 else ""), t=w.phone(), f=w.phone())
    lab, lic = w.license("pharmacist")
    nb.ln("Responsible pharmacist: {n} ({l} {v|LICENSE})", n=w.staff_name(pharmacists[0], ("full", "init_last")), l=lab, v=lic)
    nb.ln()
    form = r.randint(0, 2)
    if form == 0:
        nb.ln("Patient: {n}   DOB: {d|DATE}", n=pname(r, pt, forms=("full", "LAST_first", "FULLCAPS")), d=w.d(pt.dob, "dmy"))
    elif form == 1:
        nb.ln("Name {n} ({a|AGE})  {l}: {i|MRN}", n=pname(r, pt, forms=("full", "LAST_first")), a=str(w.age(pt)), l=w.nhs_label(), i=w.nhs())
    else:
        nb.ln("Pt: {n}  DOB {d|DATE}  {l} {i|MRN}", n=pname(r, pt, forms=("LAST_first", "full")), d=w.d(pt.dob, "dmy"), l=w.nhs_label(), i=w.nhs())
    if w.c == "IE" and r.random() < 0.7:
        nb.ln("CTL no: {c|IDNUM}   Methadone clinic: {s|HOSPITAL}", c="%05d" % r.randint(0, 99999), s=svc)
    if r.random() < 0.5:
        nb.ln("Address: {a}", a=w.address())
    nb.ln("Prescriber: {p}, {s|HOSPITAL}  tel {t|PHONE}", p=w.staff_name(pres, ("dr_last", "dr_init_last", "dr_full", "full")), s=svc, t=w.phone(ext=r.random() < 0.3))
    rx, unit, dose = _rx_line(w)
    start = w.days_ago(10, 40)
    ndays = r.randint(10, 21)
    end = start + dt.timedelta(days=ndays - 1)
    sched = r.choice(("daily", "6 days, 1 TA", "x3/wk", "daily except weekend TA", "daily (no TAs)"))
    ta_days = {"daily": (), "daily (no TAs)": (), "6 days, 1 TA": (6,), "x3/wk": (1, 3, 5, 6), "daily except weekend TA": (5, 6)}[sched]
    nb.ln("Rx: " + rx + ", supervised " + sched)
    nb.ln("Rx serial {s|IDNUM}  valid {a|DATE} to {b|DATE}", s=w.idnum("rx"), a=w.d(start), b=w.d(end))
    if r.random() < 0.5:
        nb.ln("Measured by {m} pump s/n {s|DEVICE}", m=r.choice(("Methameasure", "Methasoft", "automated dispensing")), s=w.serial("MM"))
    if r.random() < 0.75:
        nb.ln("ID check: " + r.choice(("biometric finger scan, template ID", "fingerprint ID", "palm-vein reader ref", "biometric ID")) + " {b|BIOID}", b=w.bioid())
    rep = None
    if r.random() < 0.35:
        rel, sx = r.choice((("mother", "F"), ("partner", None), ("sister", "F"), ("father", "M"), ("friend", None), ("brother", "M")))
        rep = w.person(sex=sx, lo=25, hi=70)
        nb.ln("Authorised representative: {n|FAMILY} ({rel}) - letter on file {d|DATE}", n=rep.first + " " + rep.last,
              rel=rel, d=w.d(start - dt.timedelta(days=r.randint(1, 30))))
    nb.ln()
    table = r.randint(0, 2)
    if table == 0:
        nb.ln("Date        | Dose   | S/TA | Collected | RPh | Notes")
    elif table == 1:
        nb.ln("date / dose / sup? / by / initials / comment")
    else:
        nb.ln("DATE       DOSE  SUP  SIGN")
    dstyle = r.choice(("wd_dm", "dm", "dmy", "dm_short", "d_mon"))
    missed = []
    misses_left = r.randint(0, 3)
    for i in range(ndays):
        day = start + dt.timedelta(days=i)
        ph_ = r.choice(pharmacists)
        note = ""
        status = "S"
        by = "pt"
        given = unit
        rr = r.random()
        if misses_left and rr < 0.15:
            misses_left -= 1
            given = "-"
            status = "MISSED"
            by = "-"
            missed.append(day)
        elif rr < 0.22:
            note = r.choice(("smelt of alcohol, withheld, prescriber informed", "appeared drowsy - dose withheld", "late (after 5pm)", "ok",
                             "spoke re missed dose", "new script seen", "asked re split dose"))
            if "withheld" in note:
                given = "-"
                status = "WITHHELD"
        elif day.weekday() in ta_days:
            status = "TA"
            note = r.choice(("", "", "TA", "locked box checked")) if table != 2 else ""
        if rep is not None and status in ("S", "TA") and r.random() < 0.15:
            by = None
        if table == 2:
            nb.add(w.d(day, "wd_dm").upper(), "DATE")
            nb.add("  %s  %s  " % (given, status))
            if status in ("MISSED",):
                nb.add("--")
            else:
                nb.add(ph_.initials(), "DOCTOR")
            if note:
                nb.add("  " + note)
            nb.add("\n")
            continue
        sep = " | " if table == 0 else " / "
        nb.add(w.d(day, dstyle), "DATE")
        nb.add(sep + given + sep + status + sep)
        if by is None:
            nb.add(rep.first, "FAMILY")
            nb.add(" (rep)")
        else:
            nb.add(by)
        nb.add(sep)
        if status == "MISSED":
            nb.add("-")
        else:
            nb.add(ph_.initials(), "DOCTOR")
        nb.add(sep + note if note else "")
        nb.add("\n")
    nb.ln()
    if len(missed) >= 2:
        nb.ln("Missed doses {a|DATE} and {b|DATE}: " + C.typo(r, "patient advised to contact prescriber; tolerance may be reduced after 3 missed doses."),
              a=w.d(missed[0], dstyle), b=w.d(missed[-1], dstyle))
        nb.ln("Informed {s|HOSPITAL} (spoke to {n}) on {t|PHONE} %02d:%02d." % (r.randint(9, 17), r.randint(0, 59)), s=svc,
              n=w.staff_name(w.person(lo=25), ("first", "full")), t=w.phone())
    elif missed:
        nb.ln("1 missed dose ({a|DATE}). No action needed.", a=w.d(missed[0], dstyle))
    else:
        nb.ln(r.choice(("No missed doses this period.", "All doses collected.", "Good attendance.")))
    if r.random() < 0.4:
        nb.ln("Next script due {d|DATE}; reminded pt to see {p} before then.", d=w.d(end + dt.timedelta(days=1)), p=w.staff_name(pres, ("dr_last", "first")))
    if r.random() < 0.3:
        nb.ln("Record checked: {n} (RPh) {d|DATE}", n=w.staff_name(r.choice(pharmacists), ("full", "init_last")), d=w.d(end + dt.timedelta(days=1)))
    return nb


def gen_naloxone(w):
    r = w.rng
    nb = Note()
    st = w.person(lo=24, hi=62)
    site = r.choice((w.addiction_service(), w.pharmacy(), w.sh_clinic()))
    kit = r.choice(("Prenoxad 2mg/2ml pre-filled syringe", "Nyxoid 1.8mg nasal spray (2 devices)", "naloxone 400mcg/ml x5 ampoules + syringes",
                    "Naloxone Mini-Jet kit"))
    emerg = {"UK": "999", "IE": "112/999", "NZ": "111"}[w.c]
    if r.random() < 0.45:
        # multi-recipient outreach log
        nb.ln(r.choice(("THN supply log - outreach", "Take-home naloxone - street supply record", "naloxone distribution sheet")))
        nb.ln("Site: {l|LOCATION_OTHER} / van {v|VEHICLE}   Date {d|DATE}   Staff: {a} + {b}", l=w.landmark(), v=w.plate(), d=w.d(w.today),
              a=w.staff_name(st, ("full", "first")), b=w.staff_name(w.person(lo=22), ("full", "first")))
        if r.random() < 0.5:
            nb.ln("Shift: %02d:00-%02d:00. Partner agency: {o|ORGANIZATION}" % (r.randint(9, 18), r.randint(19, 23)), o=w.charity())
        nb.ln("No. | name/initials | age | new/repeat | kit | notes")
        for i in range(r.randint(5, 11)):
            p = w.person(lo=18, hi=62)
            nb.f("%d | {n} | {a|AGE} | " % (i + 1), n=pname(r, p, forms=("first", "initials", "full", "nick")), a=str(w.age(p)))
            rep = r.random() < 0.4
            nb.add(("repeat" if rep else "new") + " | " + r.choice(("Prenoxad", "Nyxoid", "Prenoxad x2", "Nyxoid")) + " | ")
            if rep and r.random() < 0.6:
                rel, sx = r.choice((("mate", None), ("partner", None), ("brother", "M"), ("friend", None), ("sister", "F"), ("a stranger", "-")))
                nb.f("last kit used {d|DATE} on " + rel, d=w.d(w.days_ago(3, 60), r.choice(("dm", "d_mon", "dm_short"))))
                if sx != "-":
                    nb.f(" {f|FAMILY}", f=w.person(sex=sx).first)
                if r.random() < 0.5:
                    nb.f(" at {l|LOCATION_OTHER}", l=w.landmark())
            else:
                nb.add(r.choice(("trained, demo given", "declined training, has done before", "lives at ", "")))
                if nb.parts[-1] == "lives at ":
                    nb.add(w.hostel(), "LOCATION_OTHER")
            nb.add("\n")
        nb.ln("Total kits: %d. Stock remaining: %d." % (r.randint(4, 12), r.randint(2, 20)))
        if r.random() < 0.5:
            nb.ln("Return-to-base: {t|PHONE}", t=w.phone())
        return nb
    nb.ln(r.choice(("TAKE-HOME NALOXONE SUPPLY RECORD", "Naloxone supply & training record", "THN record")))
    nb.ln("Supplying site: {s|HOSPITAL}" + (" (room {rm|LOCATION_OTHER})" if r.random() < 0.3 else ""), s=site, rm=w.room())
    nb.ln("Date of supply: {d|DATE}   Time: %02d:%02d" % (r.randint(9, 19), r.randint(0, 59)), d=w.d(w.today))
    who = r.randint(0, 2)
    pt = w.person(lo=18, hi=65)
    if who == 0:
        nb.ln("Recipient: service user")
        nb.ln("Name: {n}  DOB: {d|DATE}  Age: {a|AGE}", n=pname(r, pt, forms=("full", "LAST_first")), d=w.d(pt.dob), a=str(w.age(pt)))
        nb.ln("{l}: {i|MRN}", l=w.nhs_label(), i=w.nhs())
    else:
        rel, sx = r.choice((("mother", "F"), ("father", "M"), ("partner", None), ("sister", "F"), ("friend", None), ("housemate", None), ("grandmother", "F")))
        fam = w.person(sex=sx, lo=30, hi=75)
        nb.ln("Recipient: family member / carer ({rel} of service user)", rel=rel)
        nb.ln("Recipient name: {n|FAMILY}   Age: {a|AGE}", n=fam.first + " " + fam.last, a=str(w.age(fam)))
        nb.ln("Service user: {n} ({id|MRN})", n=pname(r, pt, forms=("full", "first", "initials")), id=w.mrn())
    if r.random() < 0.6:
        nb.ln("Postcode: {z|ZIP}" if w.c != "NZ" else "Suburb/town: {c|CITY}", z=w.postcode(), c=w.suburb() if r.random() < 0.5 else w.home["city"])
    nb.ln("Contact: {t|PHONE}" + (" / {e|EMAIL}" if r.random() < 0.3 else ""), t=w.mobile(), e=w.email_for(pt))
    nb.ln("Kit supplied: " + kit + "  qty 1")
    reason = r.randint(0, 3)
    if reason == 0:
        nb.ln("Reason: first supply")
    elif reason == 1:
        nb.ln("Reason: replacement - previous kit used on {d|DATE} at {l|LOCATION_OTHER} on {f|FAMILY}. Ambulance called ({e}), recovered, refused transfer to {h|HOSPITAL}.",
              d=w.d(w.days_ago(1, 20)), l=w.landmark(), f=w.person().first, e=emerg, h=w.hospital())
    elif reason == 2:
        nb.ln("Reason: replacement - previous kit lost/taken by police on {d|DATE}.", d=w.d(w.days_ago(2, 40), r.choice(("dm", "d_mon", "dmy"))))
    else:
        nb.ln("Reason: on release from prison ({d|DATE}), high risk period.", d=w.d(w.days_ago(0, 5)))
    nb.ln()
    nb.ln("Training covered:")
    bullet = r.choice(("[x] ", "- ", "* "))
    for item in r.sample(("signs of opioid OD (pinpoint pupils, blue lips, snoring)", "call " + emerg + " first", "recovery position",
                          "rescue breaths / CPR", "how to give naloxone IM (outer thigh)", "stay with person, naloxone wears off in 20-90 min",
                          "do not use alone", "benzo/alcohol co-use increases risk"), r.randint(3, 6)):
        nb.ln(bullet + item)
    if r.random() < 0.6:
        nb.ln("Refresher video link sent by SMS: {u|URL}", u=w.url("naloxone"))
    nb.ln("Consent to share supply data with {s|HOSPITAL}: " + r.choice(("yes", "Y", "no")), s=w.addiction_service())
    nb.ln()
    role = r.choice(("Harm Reduction Worker", "Pharmacist", "Nurse", "Peer Worker", "Outreach Nurse"))
    nb.ln("Supplied by: {n}, " + role, n=w.staff_name(st, ("full", "init_last")))
    if "Worker" not in role or r.random() < 0.2:
        lab, lic = w.license("pharmacist" if role == "Pharmacist" else "nurse")
        nb.ln(lab + " {l|LICENSE}", l=lic)
    return nb
