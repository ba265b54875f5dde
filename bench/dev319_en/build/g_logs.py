"""Genres: headache diary summary, nurse advice line log."""
import datetime

from core import Note, P, typo
from case import nm, url_for, new_person
from locale_fmt import add_days, MON
import clin as C
import frames as F

APPS = ["HeadLog", "AuraTrack", "Cephalog", "PainPad", "MigraNote", "paper diary"]
PHONES = ["iPhone 13", "iPhone SE", "Samsung Galaxy A54", "Pixel 7", "Motorola G84", "iPad (9th gen)"]
HOMECARE = ["Medivia Homecare", "CareDirect Home Delivery", "Wellspring Homecare Services",
            "Tanager Specialty Pharmacy", "Northstar Specialty Rx"]


def month_start(d):
    return datetime.date(d.year, d.month, 1)


def prev_month(d):
    return add_days(month_start(d), -1).replace(day=1)


def headache_diary_summary(r, c):
    n = Note()
    nmon = r.i(2, 4)
    end = add_days(month_start(c.visit), -1)
    months = [month_start(end)]
    for _ in range(nmon - 1):
        months.insert(0, prev_month(months[0]))
    start = months[0]
    app = r.c(APPS)
    n.line(r.c(["HEADACHE DIARY SUMMARY", "Headache diary review", "DIARY REPORT - HEADACHE SERVICE",
                "Migraine diary summary (%s export)" % app if app != "paper diary" else "Paper diary - transcribed summary"]))
    if r.p(0.6):
        n.line("{h} - {d}", h=P(c.hosp, "HOSPITAL"), d=r.c(["Headache Clinic", "Neurology", "Headache Nurse Service"]))
    n.line("Patient: {p}   DOB: {d}", p=c.pt_name(r.c(["lf", "full"]), r.p(0.5)), d=c.dob_p())
    n.add(c.id_block("   "), "\n")
    n.line("Period: {a} to {b} ({k} days)", a=c.d(start), b=c.d(end), k=str((end - start).days + 1))
    if app != "paper diary":
        n.line("Source: {a} app{acct}", a=app, acct=["  |  account ", P(new_person(r, c.pt.sex, "lay", c.cc).username(r)
                                                                    if r.p(0.2) else c.pt.username(r), "USERNAME")] if r.p(0.75) else "")
        if r.p(0.5):
            n.line("Device: {m}  ID {d}", m=r.c(PHONES), d=P(r.c(["", "DEV-", "A-"]) + r.letters(4, "0123456789ABCDEF") + "-" +
                                                           r.letters(4, "0123456789ABCDEF") + "-" + r.letters(4, "0123456789ABCDEF"), "DEVICE"))
        if r.p(0.5):
            n.line("Last sync: {d} {t} from {ip}", d=c.d(add_days(c.visit, -r.i(1, 9))), t="%02d:%02d" % (r.i(6, 23), r.i(0, 59)),
                   ip=P(c.loc.ip(), "IPADDR"))
    else:
        n.line("Source: paper diary brought to clinic; transcribed by {nn}", nn=nm(r, c.nurse, "DOCTOR", r.c(["full", "initials", "init_last"])))
    n.add("\n")
    mys = r.c(["long", "mon", "mon_yy", "num"])
    n.line("Month          HD   MD   Acute  Triptan  Severe  Notes")
    tot = [0, 0, 0, 0]
    over = []
    base_hd = r.i(10, 26)
    for m in months:
        hd = max(2, min(30, base_hd + r.i(-5, 5)))
        md = r.i(hd // 3, hd)
        ac = r.i(min(hd, 4), hd)
        tr = r.i(0, ac)
        sev = r.i(0, md)
        tot[0] += hd
        tot[1] += md
        tot[2] += ac
        tot[3] += tr
        if tr >= 10 or ac >= 15:
            over.append(m)
        lab = c.loc.month_year(m, mys)
        note = r.c(["", "", "menses x1", "holiday", "started " + r.c(["erenumab", "fremanezumab", "candesartan", "amitriptyline"]),
                    "ED visit x1", "illness", "exams", "new job"])
        n.line("{m}{p}{a}{b}{c}{d}{e}{f}", m=P(lab, "DATE"), p=" " * (15 - len(lab)), a=str(hd).ljust(5),
               b=str(md).ljust(5), c=str(ac).ljust(7), d=str(tr).ljust(9), e=str(sev).ljust(8) if note else str(sev), f=note)
    n.add("Mean per month: HD %.1f, MD %.1f, acute days %.1f, triptan days %.1f\n"
          % (tot[0] / nmon, tot[1] / nmon, tot[2] / nmon, tot[3] / nmon))
    n.add("\n")
    if r.p(0.5):
        wk = add_days(end, -27 - end.weekday())
        n.line("Last 4 weeks (H = headache, M = migraine, T = triptan, . = headache-free):")
        for k in range(4):
            d0 = add_days(wk, 7 * k)
            cells = " ".join(r.c([".", ".", "H", "M", "MT", "H", "."]) for _ in range(7))
            n.line("w/c {d}  {x}", d=P(c.loc.dm(d0), "DATE"), x=cells)
        n.add("\n")
    n.line(r.c(["Notable entries:", "Key events:", "Patient comments / events:"]))
    days = sorted(r.sample(range((end - start).days), r.i(2, 4)))
    for k in days:
        d = add_days(start, k)
        ev = r.c([
            ["severe attack %d/10 with vomiting, %s x2; attended ED at " % (r.i(8, 10), r.c(["sumatriptan 50 mg", "rizatriptan 10 mg", "zolmitriptan 5 mg"])),
             P(C_hosp(c), "HOSPITAL")],
            "aura without headache, 25 minutes", "72-hour attack around menses (status migrainosus)",
            "missed dose of preventive (travelling)", "headache woke from sleep at 04:00, settled with naproxen",
            ["attack at ", r.c(["work", "school", "the gym"]), " - went home early"],
            ["flew to ", F_country(c), " - attack on landing"], "second injection given at home, mild site redness",
            "triptan ineffective, took co-codamol 30/500"])
        style = r.c(["dm", "full", "wk"])
        dp = P(c.loc.dm(d), "DATE") if style == "dm" else (c.d(d, "wk") if style == "wk" else c.d(d))
        n.line("- {d}: {e}", d=dp, e=ev)
    if r.p(0.25):
        n.line("- {h}: {e}", h=P(r.c(["Christmas", "Christmas Day", "New Year's Eve", "Easter Sunday", "Boxing Day"]), "DATE"),
               e=r.c(["worst attack of the period, 3 days", "headache-free", "alcohol-triggered attack"]))
    n.add("\n")
    n.line("Interpretation:")
    if over:
        n.line("- {x}", x=["Acute medication use at or above the overuse threshold in ", C_join([P(c.loc.month_year(m, mys), "DATE") for m in over]),
                           " (triptans >=10 days or analgesics >=15 days/month)."])
    else:
        n.line("- Acute medication use below overuse thresholds throughout.")
    n.line("- {x}", x=r.c(["Meets chronic migraine criteria (>=15 HD/month with >=8 migraine days)." if tot[0] / nmon >= 15 else
                           "Episodic pattern (<15 HD/month).",
                           "Headache days %s compared with baseline." % r.c(["reduced by ~40%", "unchanged", "reduced by ~25%", "increased"])]))
    if r.p(0.5):
        n.line("- {s}", s=C.scores_line(r, 2))
    n.add("\n")
    rev_nurse = r.p(0.6)
    n.line("Reviewed by: {x}, {role}  {d}", x=nm(r, c.nurse if rev_nurse else c.cons, "DOCTOR", r.c(["full", "init_last"])),
           role=r.c(["Headache Nurse Specialist", "CNS", "ANP"]) if rev_nurse else r.c(["Consultant", "Neurologist"]),
           d=c.visit_p())
    if r.p(0.35):
        n.line("Patient diary portal: {u}", u=P(url_for(r, "diary"), "URL"))
    return n


def C_hosp(c):
    from case import hospital_name
    return hospital_name(c.r, c.cc)


def F_country(c):
    from case import other_country
    return other_country(c.r)


def C_join(items):
    out = []
    for k, it in enumerate(items):
        if k:
            out.append(" and " if k == len(items) - 1 else ", ")
        out.append(it)
    return out


# ---------------------------------------------------------------------------
def scenario(c, tag):
    r = c.r
    em = C.EMERGENCY[c.cc]
    g, b, _ = C.cgrp_pick(r)
    S = [
        ("botox", "neck weakness and heavy eyelid %d days after botox" % r.i(4, 14),
         "No dysphagia, no breathing difficulty. Mild left ptosis, able to read and drive.",
         "Reassured: usually wears off over 2-6 weeks. Neck support, simple analgesia. Inform injector at next cycle; consider reduced cervical dose.",
         "self-care"),
        ("botox", "flu-like symptoms and sore forehead after botox yesterday",
         "Temp 37.4, no rash, no swallowing problems.", "Paracetamol, fluids; expected to settle within 48 h.", "self-care"),
        ("botox", "next botox appointment cancelled - asks for new date",
         "Due cycle overdue by 2 weeks; headaches returning.", "Rebooked into the next available injection clinic.", "callback"),
        ("cgrp", "redness and itch at %s injection site" % b,
         "Localised erythema ~3 cm, no fever, no spreading.", "Cold compress, antihistamine. Rotate injection sites. Photo sent via portal.",
         "self-care"),
        ("cgrp", "constipation since starting %s" % b,
         "Bowels open every 4 days, no abdominal pain or bleeding.", "Fluids, fibre, macrogol 1 sachet daily. Will discuss switching to another CGRP mAb if persists.",
         "routine review"),
        ("cgrp", "%s pen did not fire - dose missed" % b,
         "Pen checked by caller; device fault suspected.", "Advised to report fault to homecare provider; replacement pen arranged. Take dose as soon as replacement arrives.",
         "device"),
        ("cgrp", "positive pregnancy test - on %s" % g,
         "Last dose %d weeks ago." % r.i(1, 4), "Advised not to take next dose. Consultant informed; letter to GP and obstetric team. Propranolol is an option if preventive needed.",
         "urgent"),
        ("cgrp", "prescription for %s not received by homecare" % b, "Due dose in 3 days.", "Prescription re-sent to homecare provider.", "admin"),
        ("moh", "day 5 of painkiller withdrawal, headache worse",
         "Daily headache 7/10, no red flags, eating and drinking.", "Expected rebound; continue withdrawal. Naproxen 500 mg bd for max 2 weeks, antiemetic prn. Call back in 1 week.",
         "callback"),
        ("moh", "asking whether codeine can be restarted for a dental extraction",
         "Withdrawal completed 6 weeks ago; headache days down to 8/month.", "Short course (max 3 days) acceptable; avoid regular use. Dentist letter sent.", "self-care"),
        ("any", "sudden severe headache reaching maximum within 1 minute while lifting",
         "Thunderclap onset; neck stiffness reported.", "Advised to call %s / attend ED immediately - do not drive. Message to on-call neurology." % em,
         "emergency"),
        ("iih", "increasing transient visual obscurations (IIH)",
         "TVOs 10-15/day, new blurred vision right eye.", "Same-day eye casualty assessment arranged. Consultant informed.",
         "urgent"),
        ("iih", "tingling fingers and fizzy drinks tasting flat on acetazolamide",
         "Known side effects; no loin pain or haematuria.", "Reassured. Potassium-rich diet, U&E due next week. Continue current dose.",
         "self-care"),
        ("iih", "positional headache since lumbar puncture 2 days ago",
         "Headache relieved lying flat, no fever, no neck stiffness.", "Fluids, caffeine, simple analgesia. If persisting beyond 72 h contact ward for consideration of blood patch.",
         "callback"),
        ("cluster", "home oxygen for cluster attacks not delivered",
         "Currently in bout, 2-3 attacks/night.", "Home oxygen order re-sent to supplier (15 L/min, non-rebreather mask). Continue verapamil.",
         "device"),
        ("cluster", "gammaCore device not charging", "Cluster bout ongoing.", "Device reset advice given; replacement requested from supplier.", "device"),
        ("cluster", "dizzy since verapamil increased to 320 mg", "HR 52 at home, BP 104/66.", "Hold the increase, return to 240 mg; ECG at GP this week.", "urgent"),
    ]
    pool = [x for x in S if x[0] == tag] if r.p(0.85) else [x for x in S if x[0] in (tag, "any")]
    return r.c(pool)[1:]


DX_TAGS = [("chronic migraine on botox", "botox"), ("IIH", "iih"), ("chronic migraine on CGRP mAb", "cgrp"),
           ("cluster headache", "cluster"), ("MOH - withdrawal programme", "moh")]


def nurse_advice_log(r, c):
    n = Note()
    line_no = c.loc.phone()
    n.line(r.c(["HEADACHE ADVICE LINE - CALL LOG", "Headache Nurse Advice Line: telephone encounter",
                "Telephone Advice Record - Headache Service", "NURSE TRIAGE LOG (NEUROLOGY / HEADACHE)"]))
    n.line("{h}  |  Advice line {p}", h=P(c.hosp, "HOSPITAL"), p=P(line_no, "PHONE"))
    n.add("\n")
    n.line("Patient: {p}   DOB: {d}", p=c.pt_name(r.c(["lf", "full", "fml"]), r.p(0.5)), d=c.dob_p())
    n.add(c.id_block("   "), "\n")
    dxname, tag = r.c(DX_TAGS)
    if r.p(0.6):
        n.line("Known to service: {dx}; under {d}", dx=dxname, d=nm(r, c.cons, "DOCTOR", r.c(["title_last", "title_full"])))
    n.add("\n")
    ncalls = r.w([(5, 1), (4, 2), (1, 3)])
    d = c.visit
    for k in range(ncalls):
        reason, assess, advice, disp = scenario(c, tag)
        t = "%02d:%02d" % (r.i(8, 17), r.i(0, 59))
        n.line("Call {k} - {d} {t}   Ref: {ref}", k=str(k + 1), d=c.d(d), t=t, ref=P(r.c(["CL", "ADV", "T", ""]) + r.digits(r.c([6, 7, 8])), "IDNUM"))
        taker = c.nurse if r.p(0.6) else c.nurse2
        n.line("Taken by: {n} ({u})", n=nm(r, taker, "DOCTOR", r.c(["full", "first", "init_last"])), u=P(taker.username(r), "USERNAME"))
        caller = r.c(["patient", "relative", "patient"])
        if caller == "patient":
            n.line("Caller: patient{cb}", cb=["; callback ", P(c.mobile if r.p(0.6) else c.phone, "PHONE")] if r.p(0.75) else "")
        else:
            n.line("Caller: {rel}{cb}", rel=[c.nok_rel + " ", nm(r, c.nok, "FAMILY", r.c(["full", "first"]))],
                   cb=[", tel ", P(c.nok_phone, "PHONE")] if r.p(0.7) else "")
        if r.p(0.35):
            n.line("ID verified: {x}", x=r.c([["voiceprint ", P(c.loc.bioid("vp"), "BIOID")], "DOB and first line of address",
                                              {"US": "DOB + ZIP code", "CA": "DOB + postal code"}.get(c.cc, "DOB + postcode")]))
        n.line("Reason: {x}", x=reason)
        n.line("Assessment: {x}", x=typo(r, assess))
        n.line("Advice: {x}", x=advice)
        if disp == "device":
            n.line("{x} {s}", x=r.c(["Device/pen serial no.", "Serial number reported:", "Unit SN"]),
                   s=P(c.loc.device_sn(), "DEVICE"))
            if r.p(0.5):
                n.line("{x}.", x=C.REPORTING[c.cc].replace("report", "device fault report", 1) if r.p(0.3) else C.REPORTING[c.cc])
            if r.p(0.5):
                n.line("Supplier: {o}  Tel {p}", o=P(r.c(HOMECARE), "ORGANIZATION"), p=P(c.loc.phone(), "PHONE"))
        elif disp == "admin":
            n.line("Homecare: {o} notified by email to {e}", o=P(r.c(HOMECARE), "ORGANIZATION"),
                   e=P(r.c(["orders", "prescriptions", "nurse.team"]) + "@" + r.c(["example.com", "example.net"]), "EMAIL"))
        elif disp == "urgent":
            n.line("Escalated to {d}, who agreed plan at {t}.", d=nm(r, c.cons if r.p(0.5) else c.reg, "DOCTOR", r.c(["title_last", "title_full"])),
                   t="%02d:%02d" % (r.i(8, 18), r.i(0, 59)))
        elif disp == "callback":
            d2 = add_days(d, r.c([2, 3, 7]))
            n.line("Plan: nurse callback booked for {d}.", d=c.d(d2))
        if r.p(0.2):
            n.line("Video call link sent to {e}; patient joined from {ip}", e=P(c.email, "EMAIL"), ip=P(c.loc.ip(), "IPADDR"))
        n.line("Outcome: {x}", x=r.c(["advice accepted", "caller understood and agreed plan", "leaflet emailed",
                                       "GP to be informed", "documented and closed"]))
        n.add("\n")
        d = add_days(d, r.i(1, 12))
    if r.p(0.4):
        n.line("cc: {g} (GP) - {p}", g=nm(r, c.gp, "DOCTOR", r.c(["title_last", "title_full"])), p=P(c.practice, "HOSPITAL"))
    return n
