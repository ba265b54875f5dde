"""Genres: seizure diary review; epilepsy specialist nurse telephone log."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance


def diary_review(n, ctx, k):
    r = ctx.r
    p = k.p
    end = ctx.days_ago(0, 5)
    months = r.randint(3, 6)
    start = end - dt.timedelta(days=30 * months)
    app = chance(r, .45)
    if chance(r, .5):
        n.ln(("HOSPITAL", k.hosp), " - ", pick(r, ["Epilepsy Nurse-Led Clinic", "Adult Epilepsy Service", "Paediatric Epilepsy Clinic" if p.age < 18 else "Epilepsy Clinic"]))
    n.ln(pick(r, ["SEIZURE DIARY REVIEW", "Seizure diary review", "Review of seizure diary / app data"]))
    n.w("\n")
    if chance(r, .5):
        T.banner(n, ctx, k, pick(r, ["table", "line"]))
    else:
        n.ln("Name: ", ctx.nm(p, "PATIENT", pick(r, ["full", "lastfirst"])), "   DOB ", ("DATE", ctx.d(p.dob)), "   ", k.mrn_lab, " ", ("MRN", k.mrn))
        n.w("\n")
    n.ln("Review date: ", ("DATE", ctx.d(end, pick(r, [None, "wd_long", "long"]))), pick(r, ["   (face to face)", "   (video consultation)", "   (telephone)"]))
    n.ln("Period reviewed: ", ("DATE", ctx.d(start)), " - ", ("DATE", ctx.d(end)))
    n.w("Diary source: ")
    if app:
        n.w(pick(r, ["seizure-tracking app", "online diary", "app export (CSV)"]), ", account ", ("USERNAME", ctx.username(p) if chance(r, .6) else ctx.username(k.rel)))
        if chance(r, .6):
            n.w(", shared via ", ("URL", ctx.url()))
        n.ln()
    else:
        n.ln(pick(r, ["paper diary kept by ", "written diary completed by ", "diary kept jointly with "]), k.rel_word, " ",
             ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full", "title_last"])))
    if chance(r, .4):
        n.ln("Seizure alarm: ", pick(r, C.ALARMS), ", serial ", ("DEVICE", ctx.device_sn("alarm")), ", alerts to ", ("PHONE", ctx.phone("mobile")))
    n.w("\n")
    n.ln("Present: ", ctx.nm(p, "PATIENT", pick(r, ["first", "title_last", "first_init"])), pick(r, [" and ", " with "]), T.his(k), " ", k.rel_word, " ",
         ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full"])), ".")
    n.w("\n")
    n.ln("Monthly totals")
    n.ln("Month      FIAS  FBTCS/GTCS  Clusters  Rescue used")
    d = dt.date(start.year, start.month, 1)
    for _ in range(months):
        n.ln(("DATE", ctx.d(d, pick(r, ["my_short", "my_short", "my"]))), " " * 3, "%-5d %-11d %-9d %d" % (r.randint(0, 12), r.randint(0, 2), r.randint(0, 2), r.randint(0, 2)))
        d = dt.date(d.year + (d.month // 12), d.month % 12 + 1, 1)
    n.w("\n")
    n.ln("Notable entries:")
    for day in sorted(start + dt.timedelta(days=r.randint(1, max(2, (end - start).days - 1))) for _ in range(r.randint(2, 5))):
        kind = r.randrange(8)
        if kind != 7:
            n.w("- ", ("DATE", ctx.d(day, pick(r, ["wd_short", "dm", "dm_num", "wd_ord", None]))), ": ")
        else:
            hol = {"UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Eve"], "IE": ["St Patrick's Day", "Christmas Eve", "Easter Sunday"],
                   "US": ["Thanksgiving", "Independence Day", "Christmas Eve", "Labor Day"], "CA": ["Canada Day", "Thanksgiving", "Boxing Day"],
                   "AU": ["Anzac Day", "Australia Day", "Christmas Day", "New Year's Eve"]}[ctx.c]
            n.ln("- two GTCS over ", ("DATE", pick(r, hol)), pick(r, [" (late nights, alcohol)", " (travelling, doses delayed)", ""]), ".")
            continue
        if kind == 0:
            n.ln("GTCS at ", ("ORGANIZATION", k.employer if p.age >= 18 else ctx.school()), ", ambulance called, ", pick(r, ["not conveyed", "discharged from ED same day"]), ".")
        elif kind == 1:
            n.ln("cluster of %d FIAS overnight; " % r.randint(3, 6), pick(r, C.RESCUE), " given by ", ctx.nm(k.rel, "FAMILY", "first"), " at %02d:%02d with effect." % (r.randint(0, 23), r.randint(0, 59)))
        elif kind == 2:
            n.ln("missed evening dose (", pick(r, ["sleepover", "late shift", "forgot, busy day", "ran out of tablets"]), "); seizure next morning.")
        elif kind == 3:
            n.ln("seizure on day %d of menstrual cycle" % r.randint(1, 3) if p.sex == "F" and p.age > 12 else "seizure after poor sleep (%d h)" % r.randint(2, 5), ".")
        elif kind == 4:
            n.ln("on holiday in ", ("COUNTRY", pick(r, P.ABROAD)), ", 2 FIAS during travel, ", pick(r, ["missed doses across time zones", "no obvious trigger"]), ".")
        elif kind == 5:
            n.ln("fall during seizure near ", ("LOCATION_OTHER", pick(r, P.LANDMARKS)), "; minor head laceration glued at ", ("HOSPITAL", ctx.hospital()), ".")
        else:
            n.ln(pick(r, ["aura only x3", "myoclonic jerks on waking, dropped toothbrush", "nocturnal event recorded by alarm, 90 s", "no events this week - first time in months"]), ".")
    n.w("\n")
    tot = r.randint(4, 60)
    n.ln("Summary: %d recorded events over %d months (previous period %d). " % (tot, months, tot + r.randint(-10, 20)),
         pick(r, ["Clear reduction since dose increase.", "No meaningful change.", "Possible catamenial pattern.", "Clusters predominantly between 04:00 and 07:00."]))
    n.ln("Current ASM: ", "; ".join(k.asms), ". ", pick(r, ["Adherence good (dosette box).", "Reports 1-2 missed doses a month.", "Pharmacy reports late collection."]))
    if chance(r, .5):
        lv = C.level(r)
        n.ln("Side effects: ", pick(r, ["irritability on levetiracetam", "tiredness", "weight gain 4 kg", "none reported", "dizziness at peak dose"]), ". ", lv[0].upper() + lv[1:], " (", ("DATE", ctx.d(ctx.days_ago(7, 60), "dm")), ").")
    n.w("\n")
    n.ln("Plan:")
    steps = ["Continue diary; target review in 3 months.", "Increase " + C.asm(r) + " as per Dr's letter.",
             "Discuss at next consultant clinic on ", "Catamenial clobazam 10 mg days -2 to +1 considered." if p.sex == "F" and p.age > 13 else "Sleep hygiene advice given.",
             "Alarm settings checked; sensitivity increased.", "Rescue plan updated and copied to school/carer."]
    for s in r.sample(steps, r.randint(2, 4)):
        if s.endswith("on "):
            n.ln("- ", s, ("DATE", ctx.d(ctx.days_after(14, 90), pick(r, ["long", None, "wd_ord"]))), ".")
        else:
            n.ln("- ", s)
    n.w("\n")
    T.nurse_sig(n, ctx, k.nurse, pick(r, ["Epilepsy Specialist Nurse", "Clinical Nurse Specialist - Epilepsy", "Epilepsy Nurse Practitioner", "Advanced Nurse Practitioner (Epilepsy)"]))
    if chance(r, .4):
        T.audit(n, ctx, k.nurse, end)


REASONS = [
    ("increase", "has had more seizures over the last %d weeks, now about %d per week"),
    ("side", "is worried about side effects: %s"),
    ("rx", "has been unable to obtain %s from the pharmacy"),
    ("cluster", "had a cluster of seizures %s and rescue medication was given"),
    ("result", "is asking for the EEG/MRI results"),
    ("school", "needs an updated care plan for school"),
    ("ed", "attended ED after a seizure yesterday and wants advice"),
    ("preg", "has a positive pregnancy test and is asking whether to stop her medication"),
]


def _call(n, ctx, k, day, first, reason):
    r = ctx.r
    p = k.p
    t = "%02d:%02d" % (r.randint(8, 17), r.randint(0, 59))
    who = pick(r, ["pt", "rel", "rel", "gp", "school"]) if not first else pick(r, ["pt", "rel"])
    if p.age < 14 and who == "pt":
        who = "rel"
    if who == "school" and p.age >= 19:
        who = "gp"
    if reason[0] == "school" and who == "gp":
        who = "rel"
    n.w(("DATE", ctx.d(day, pick(r, [None, None, "wd_short", "dash3"]))), " ", t, " ")
    if who == "pt":
        form = r.randrange(3)
        if form == 0:
            n.w("Pt ", ctx.nm(p, "PATIENT", pick(r, ["initials", "initials", "first_init"])), " called advice line")
        else:
            n.w(pick(r, ["Incoming call from patient", "Voicemail from patient"]))
    elif who == "rel":
        n.w(pick(r, ["Call from ", "Incoming call from ", "Voicemail left by "]), k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["full", "first", "title_last"])))
    elif who == "gp":
        n.w("Call from ", "PCP office" if ctx.us else "GP surgery", " (", ("HOSPITAL", k.practice), ", ", ctx.doc(k.gp, "title_last"), ")")
    else:
        n.w("Call from school nurse at ", ("ORGANIZATION", ctx.school()))
    if chance(r, .5):
        n.w(" on ", ("PHONE", k.phone if who in ("pt", "rel") else ctx.phone(ext=chance(r, .4))))
    n.ln(".")
    if first and chance(r, .25):
        n.ln("  Identity checked (name, DOB, first line of address). Caller voiceprint ID ", ("BIOID", ctx.bioid("vp")), " matched.")
    code, tmpl = reason
    if code == "preg" and (p.sex != "F" or p.age < 16):
        code, tmpl = REASONS[0]
    if code == "increase":
        s = tmpl % (r.randint(2, 6), r.randint(2, 10))
    elif code == "side":
        s = tmpl % pick(r, ["low mood and irritability on levetiracetam", "a rash since starting lamotrigine", "tingling in the hands on topiramate",
                            "double vision at peak dose of lacosamide", "weight gain", "poor sleep since the last dose change"])
    elif code == "rx":
        s = tmpl % C.dname(pick(r, k.asms))
    elif code == "cluster":
        s = tmpl % pick(r, ["overnight", "this morning", "at the weekend"])
    else:
        s = tmpl
    caller_led = code in ("result", "school")
    if who == "pt":
        lead = T.he(k, True) + " "
    elif caller_led:
        lead = {"rel": k.rel_word.capitalize() + " ", "gp": "Surgery ", "school": "School nurse "}[who]
        s = s.replace("is asking", "is asking" if who != "gp" else "is asking").replace("needs an updated care plan for school", "would like an updated care plan for school")
    else:
        lead = {"rel": k.rel_word.capitalize() + " reports that " + T.he(k) + " ", "gp": "GP reports that the patient ",
                "school": "School nurse reports that the pupil "}[who]
    n.w("  S: ", lead, s, ". ")
    if code == "rx":
        n.w("Usual pharmacy is ", ("HOSPITAL", pick(r, P.PHARMACIES)), ". ")
    n.ln()
    n.ln("  B: ", k.dx, "; on ", "; ".join(k.asms), ".")
    assess = {"increase": ["Seizure frequency above baseline; no fever or intercurrent illness.", "Likely provoked by missed doses and poor sleep.",
                           "No red flags. Adherence confirmed."],
              "side": ["Rash is maculopapular, no mucosal involvement, no fever." if "rash" in s else "Side effect likely dose related; no red flags.",
                       "Mood symptoms moderate; no thoughts of self-harm reported."],
              "rx": ["Has 2 days of tablets left.", "Supply problem at the pharmacy (manufacturer shortage)."],
              "cluster": ["Recovered to baseline; rescue medication effective.", "Third cluster this month."],
              "result": ["Results reviewed on EPR.", "Report available on EPR."],
              "school": ["Current plan expired.", "New class teacher; plan not on file."],
              "ed": ["ED discharge letter reviewed; CT normal.", "No injury; back to baseline."],
              "preg": ["Approximately %d weeks by dates." % r.randint(5, 9), "Taking folic acid 5 mg."]}[code]
    n.ln("  A: ", pick(r, assess))
    n.w("  R: ")
    if code in ("increase", "cluster", "side") and chance(r, .6):
        n.w("Discussed with ", ctx.doc(k.cons, "title_last"), "; advised ", pick(r, ["to increase " + C.dname(k.asms[0]) + " by one step per titration schedule",
                                                                                        "no change for now", "to reduce the evening dose"]), " and keep diary. ")
    elif code == "rx":
        n.w("Prescription request sent to ", ("HOSPITAL", k.practice), " by ", pick(r, ["email ", "secure email "]), ("EMAIL", ctx.email(k.gp)), ". ")
    elif code == "result":
        n.w("Results given: ", pick(r, ["EEG normal", "MRI shows no structural cause", "EEG shows generalised spike-wave"]), ". Follow-up clinic on ",
            ("DATE", ctx.d(ctx.days_after(10, 70), pick(r, ["long", None]))), ". ")
    elif code == "school":
        n.w("Care plan updated and emailed to ", ("EMAIL", ctx.email(role="office")), ". ")
    elif code == "preg":
        n.w("Advised not to stop medication; urgent referral to the epilepsy and pregnancy clinic; seen ", ("DATE", ctx.d(day + dt.timedelta(days=r.randint(2, 9)), pick(r, ["weekday", "wd_short", "dm"]))), ". ")
    else:
        n.w("Safety-netted: call an ambulance if seizure >5 min. Callback arranged ", ("DATE", ctx.d(day + dt.timedelta(days=r.randint(1, 7)), pick(r, ["weekday", "wd_short", "dm"]))), ". ")
    n.ln()


def phone_log(n, ctx, k):
    r = ctx.r
    p = k.p
    ncalls = r.randint(2, 4)
    day = ctx.days_ago(20, 90)
    n.ln(pick(r, ["EPILEPSY NURSE ADVICE LINE - TELEPHONE LOG", "Epilepsy Specialist Nurse telephone contacts", "ESN TELEPHONE ENCOUNTER RECORD",
                  "Epilepsy advice line - contact record"]))
    n.ln(("HOSPITAL", k.hosp), pick(r, ["", " | Epilepsy Service", " - Neurology Nursing"]))
    n.w("\n")
    n.w("Patient: ", ctx.nm(p, "PATIENT", pick(r, ["caps", "full", "lastfirst"])), "  DOB: ", ("DATE", ctx.d(p.dob)))
    if chance(r, .5):
        n.w(" (", T.age(ctx, p.age, pick(r, ["yr", "sex"]), sex=p.sex), ")")
    n.ln()
    n.ln(k.mrn_lab, ": ", ("MRN", k.mrn), "   ", k.hp_lab, ": ", ("HEALTHPLAN", k.hp))
    if k.ssn and chance(r, .3):
        n.ln(k.ssn_lab, ": ", ("SSN", k.ssn))
    n.ln("Consultant: ", ctx.doc(k.cons, "title_full"), "   PCP: " if ctx.us else "   GP: ", ctx.doc(k.gp, pick(r, ["title_full", "title_init"])), ", ", ("HOSPITAL", k.practice))
    n.ln("Contact: ", ("PHONE", k.phone), pick(r, ["  (mobile)", "  (home)", ""]), "   Next of kin: ", ctx.nm(k.rel, "FAMILY", "full"), " (", k.rel_word, ")")
    n.w("\n")
    pool = [x for x in REASONS if not (x[0] == "school" and p.age >= 19) and not (x[0] == "preg" and (p.sex != "F" or p.age < 16))]
    reasons = r.sample(pool, ncalls)
    for i in range(ncalls):
        _call(n, ctx, k, day, i == 0, reasons[i])
        if chance(r, .7):
            n.ln("  Logged by ", ctx.nm(k.nurse, "DOCTOR", pick(r, ["full", "first_init", "init_last"])), pick(r, [", ESN", ", CNS", " RN", ""]),
                 " (", ("USERNAME", ctx.username(k.nurse)), ")" if chance(r, .6) else ")")
        else:
            n.ln("  ", ("DOCTOR", (k.nurse.first[0] + k.nurse.last[0]).upper()), pick(r, [" ESN", "/ESN", ""]))
        n.w("\n")
        day = day + dt.timedelta(days=r.randint(1, 14))
    if p.age < 18 and chance(r, .5):
        n.ln("Note: ", ctx.nm(p, "PATIENT", "first"), " attends ", ("ORGANIZATION", ctx.school()), "; school nurse ", ctx.nm(ctx.clin(sex="F"), "DOCTOR", "full"),
             " ", ("PHONE", ctx.phone(ext=True)), ".")
    if p.age >= 18 and chance(r, .5):
        n.ln("Patient ", T.works(k), "; ", pick(r, ["fit note issued for 2 weeks", "discussed workplace risk assessment", "shift pattern affecting sleep"]), ".")
    if chance(r, .3):
        T.audit(n, ctx, k.nurse, day)
