"""Genres: drug and alcohol service assessment; keyworker review note."""
from world import Note, frag, pname
import common as C


def gen_assessment(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=19, hi=63)
    svc = w.addiction_service()
    st = w.person(lo=25, hi=60)
    if r.random() < 0.5:
        C.svc_header(nb, w, svc, fax=r.random() < 0.6, email=r.random() < 0.5)
        nb.ln()
    title = r.choice(("COMPREHENSIVE ASSESSMENT", "Initial Assessment - Drug & Alcohol", "Triage / Assessment",
                      "ASSESSMENT (adult)", "Comprehensive Substance Use Assessment"))
    nb.ln(title)
    if r.random() < 0.5:
        nb.ln("Date: {d|DATE}  Time: %02d:%02d  Assessor: {s} (%s)" % (r.randint(9, 16), r.choice((0, 15, 30, 45)),
              r.choice(("Recovery Worker", "Nurse Assessor", "Keyworker", "Duty worker", "Clinical Nurse Specialist"))),
              d=w.d(w.today), s=w.staff_name(st, ("full", "full_cred", "init_last")))
    else:
        nb.ln("Assessed {d|DATE} at {h|HOSPITAL} by {s}", d=w.d(w.today), h=svc, s=w.staff_name(st, ("full", "first", "full_cred")))
    extras = ["mobile"]
    if r.random() < 0.55:
        extras.append("ssn")
    if r.random() < (0.5 if w.c == "IE" else 0.2):
        extras.append("hp")
    if r.random() < 0.35:
        extras.append("clinic")
    extras.append("gp")
    C.id_block(nb, w, pt, extra=extras)
    nb.ln()
    # referral
    k = r.randint(0, 4)
    if k == 0:
        nb.ln("Referral: self-referral, walked in to drop-in.")
    elif k == 1:
        nb.ln("Referral: GP ({g} at {h|HOSPITAL}) - letter dated {d|DATE}.", g=w.staff_name(w.person(lo=30), ("dr_last", "dr_init_last")),
              h=w.gp_practice(), d=w.d(w.days_ago(7, 40)))
    elif k == 2:
        nb.ln("Referral: ED liaison, {h|HOSPITAL}, after non-fatal OD on {d|DATE} (naloxone x2 by ambulance crew).",
              h=w.hospital(), d=w.d(w.days_ago(3, 30)))
    elif k == 3:
        nb.ln("Referral: probation (DRR requirement). PO {p|FAMILY}, tel {t|PHONE}.", p=w.person().last, t=w.phone())
    else:
        rel, sx = r.choice((("mother", "F"), ("sister", "F"), ("partner", None), ("daughter", "F"), ("dad", "M"), ("son", "M")))
        nb.ln("Referral: {rel} {f|FAMILY} rang on {d|DATE} concerned re drinking; client then self-referred.",
              rel=rel, f=w.person(sex=sx).first,
              d=w.d(w.days_ago(5, 20), r.choice(("d_mon", "wd_dm", "dm"))))
    nb.ln()
    nb.ln(r.choice(("SUBSTANCE USE HISTORY", "Drug/alcohol history:", "Substance use")))
    nb.ln(r.choice(("Substance | Age 1st used | Current use | Route | Last used", "substance / age started / amount / route / last use")))
    subs = []
    for _ in range(r.randint(2, 5)):
        s = C.substance(r, w)
        if s not in subs:
            subs.append(s)
    for s in subs:
        if s == "alcohol":
            amt = r.choice(("1L vodka/day", "8 cans 9% daily", "2 bottles wine/day", "binges 2-3 days/fortnight", "approx 30 units/day", "not since Xmas"))
        else:
            cur = {"UK": "GBP 20/day", "IE": "EUR 40/day", "NZ": "$100/wk"}[w.c]
            if s in ("pregabalin", "gabapentin", "street benzos", "tramadol", "codeine (OTC)", "codeine", "oxycodone", "morphine (MST diverted)"):
                amt = r.choice(("10-15 tabs/day", "4-6 tabs/day", "weekends only", "daily", cur, "not since Xmas"))
            elif s in ("heroin", "crack cocaine"):
                amt = r.choice((cur, "0.5g/day", "3-4 bags/day", "approx 2 rocks/day" if "crack" in s else "1g/day", "daily", "not since Xmas"))
            else:
                amt = r.choice((cur, "weekends only", "1-2g/wk", "daily", "most days", "not since Xmas"))
        if "Xmas" in amt:
            nb.ln("{s} | {a|AGE} | not used since {x|DATE} | {rt} | {x2|DATE}", s=s, a=str(r.randint(12, 30)), x=r.choice(("Christmas", "New Year", "Easter")),
                  rt=route(r, s), x2=w.d(w.days_ago(60, 200), r.choice(("mon_y", "month_y"))))
        else:
            nb.ln("{s} | {a|AGE} | {m} | {rt} | {l|DATE}", s=s, a=str(r.randint(11, 35)), m=amt, rt=route(r, s),
                  l=w.d(w.days_ago(0, 6), r.choice(("dm", "dm_short", "d_mon", "wd_dm"))))
    nb.ln(r.choice(C.SCORES) + ", " + r.choice(C.SCORES) + ". " + C.typo(r, "Last drink/use this morning, patient reports mild withdrawal (sweats, yawning)."))
    if r.random() < 0.6:
        nb.ln("Hx withdrawal seizure {y|DATE}; DTs x1 at {h|HOSPITAL}.", y=w.d(w.days_ago(400, 3000), "year"), h=w.hospital())
    nb.ln("Previous tx: {x}.", x=r.choice((
        frag(("detox at ", None), (w.hospital(), "HOSPITAL"), (" ", None), (w.ward(), "HOSPITAL"), (" in ", None), (w.d(w.days_ago(200, 1500), "month_y"), "DATE")),
        frag(("OST with ", None), (w.addiction_service(), "HOSPITAL"), (" ", None), (w.d(w.days_ago(700, 2500), "year"), "DATE"), ("-", None), (w.d(w.days_ago(200, 600), "year"), "DATE"), (", disengaged", None)),
        frag(("none previously", None),),
        frag(("12-wk residential rehab at ", None), (w.charity(), "ORGANIZATION"), (", completed ", None), (w.d(w.days_ago(300, 2000), "mon_y"), "DATE")))))
    if r.random() < 0.55:
        nb.ln("Overdose hx: {n} lifetime, most recent {d|DATE} at {l|LOCATION_OTHER} (found by friend {f|FAMILY}).",
              n=r.choice(("x1", "x2", "x3", "several")), d=w.d(w.days_ago(30, 500), r.choice(("month_y", "d_month_y", "dmy"))),
              l=w.landmark(), f=w.person().first)
    nb.ln()
    nb.ln(r.choice(("PHYSICAL HEALTH / BBV", "Physical health:", "BBV & physical")))
    nb.ln(r.choice(C.LFTS) + ". " + r.choice(("Injecting sites: groin (L), hands. Abscess R forearm, healing.",
                                              "No current injecting. Hep B vacc course x3 completed.",
                                              "Chesty cough, smokes 20/day. Advised GP review.",
                                              "DVT L leg previously, on no anticoagulation.")))
    nb.ln("MH: " + r.choice(("low mood, PHQ-9 19, no active SI. Known to CMHT.", "anxiety, sleeping 3-4h/night.",
                             "previous overdose with intent; safety plan completed.", "no formal dx. GAD-7 11.")))
    nb.ln()
    nb.ln(r.choice(("SOCIAL", "Social circumstances:", "Housing / family / work")))
    hk = r.randint(0, 2)
    if hk == 0:
        nb.ln("Lives at {h|LOCATION_OTHER} hostel, room {rm|LOCATION_OTHER}, since {d|DATE}.", h=w.hostel(), rm=str(r.randint(1, 40)),
              d=w.d(w.days_ago(30, 300), r.choice(("month_y", "mon_y"))))
    elif hk == 1:
        fam = w.person()
        nb.ln("Lives with partner {f|FAMILY} ({a|AGE}) at above address; {x}.", f=fam.first + " " + fam.last if r.random() < 0.5 else fam.first,
              a=str(r.randint(20, 60)), x=r.choice(("partner also uses", "partner abstinent, supportive", "relationship volatile")))
    else:
        nb.ln("Sofa-surfing with friend {f|FAMILY} in {c|CITY}. Housing options referral made.", f=w.person().first, c=w.suburb() if r.random() < 0.5 else w.other_city())
    if r.random() < 0.7:
        rel = r.choice(("son", "daughter"))
        g_rel, g_sex = r.choice((("maternal grandmother", "F"), ("their dad", "M"), ("paternal aunt", "F"), ("grandad", "M"), ("foster carer", None)))
        ch = w.person(sex="M" if rel == "son" else "F", lo=4, hi=17)
        nb.ln("{n} child(ren): {rel} {c|FAMILY} aged {a|AGE}, at {s|ORGANIZATION}, lives with {g} {gm|FAMILY} in {city|CITY}.",
              n=r.choice(("1", "2", "x1")), rel=rel, c=ch.first, a=str(w.age(ch)), s=w.school(),
              g=g_rel, gm=w.person(sex=g_sex, lo=35).first + " " + w.person().last,
              city=w.other_city())
    wk = r.randint(0, 2)
    if wk == 0:
        nb.ln("Employment: works as a {p|PROFESSION} at {e|ORGANIZATION}, {x}.", p=w.profession(), e=w.employer(),
              x=r.choice(("on sick leave", "employer unaware", "at risk of losing job", "part-time")))
    elif wk == 1:
        nb.ln("Employment: unemployed, previously {p|PROFESSION} until {y|DATE}. On benefits.", p=w.profession(), y=w.d(w.days_ago(300, 3000), "year"))
    else:
        nb.ln("Employment: none. Volunteers at {o|ORGANIZATION} twice a week.", o=w.charity())
    if r.random() < 0.45:
        nb.ln("Born in {c|COUNTRY}, moved here aged {a|AGE}.", c=r.choice(("Poland", "Lithuania", "Scotland", "Samoa", "Romania", "Nigeria", "Brazil", "Wales", "England", "Tonga")) if w.c != "UK" or r.random() < 0.7 else "Ireland",
              a=str(r.randint(3, 30)))
    elif r.random() < 0.5:
        nb.ln("Grew up in {s|STATE}, family still there.", s=w.region())
    # forensic / driving
    if r.random() < 0.35:
        lab, lic = w.license("driving")
        nb.ln("Forensic: drink-drive conviction {d|DATE}, disqualified 18/12. {l} {v|LICENSE}. Car ({v2|VEHICLE}) sold.", d=w.d(w.days_ago(100, 900), r.choice(("mon_y", "month_y", "dmy"))),
              l=lab, v=lic, v2=w.plate())
    elif r.random() < 0.4:
        nb.ln("Forensic: shoplifting x3, current court date {d|DATE} at {c|CITY} Magistrates.", d=w.d(w.days_ahead(5, 60)), c=w.home["city"])
    if r.random() < 0.35:
        nb.ln("Breath alcohol on arrival 0.{b} mg/L (Lion alcolmeter SD-400, s/n {s|DEVICE}).", b="%02d" % r.randint(5, 95), s=w.serial("SD"))
    if r.random() < 0.12:
        nb.ln("ID verified; biometric fingerprint enrolment ref {b|BIOID} created for pharmacy dispensing.", b=w.bioid())
    nb.ln()
    nb.ln(r.choice(("RISK: ", "Risk summary: ")) + r.choice(("high OD risk (recent reduced tolerance, poly-use). THN supplied.",
                                                            "moderate. No children in household. DV hx.", "safeguarding concerns re child - see referral.",
                                                            "low-moderate; self-neglect.")))
    nb.ln("PLAN:")
    pl = [
        frag(("Commence " + r.choice(C.OST).split(" (")[0] + " titration, first script to ", None), (w.pharmacy(), "HOSPITAL"), (" from ", None), (w.d(w.days_ahead(1, 9)), "DATE")),
        frag(("Bloods + BBV DBS today, sample no. ", None), (w.idnum("lab"), "IDNUM")),
        frag(("Allocate keyworker: ", None)) + w.staff_name(w.person(lo=25), ("full", "first")),
        frag(("Review with ", None)) + w.staff_name(w.person(lo=30), ("dr_last", "dr_full")) + frag((" (prescriber) " + r.choice(("next week", "in 2/52", "on ")), None)),
        frag(("Community detox assessment; chlordiazepoxide regime not yet - AUDIT too high, consider inpatient", None),),
        frag(("Next appt ", None), (w.d(w.days_ahead(3, 21), r.choice(("wd_dm", "dmy", "weekday_dth_month"))), "DATE"), (" 10:30, room ", None), (w.room(), "LOCATION_OTHER")),
    ]
    r.shuffle(pl)
    bullet = r.choice(("- ", "num", "* ", ""))
    for i, item in enumerate(pl[:r.randint(3, 6)]):
        if item and item[-1][0].endswith("on "):
            item = Frag_append_date(w, item)
        nb.ln(("%d. " % (i + 1) if bullet == "num" else bullet) + "{x}", x=item)
    nb.ln()
    C.signoff(nb, w, st, r.choice(("Recovery Worker", "Nurse Assessor", "Senior Practitioner", "Clinical Nurse Specialist")),
              lic=r.choice((None, "nurse")), phone=r.random() < 0.6, email=r.random() < 0.3)
    return nb


def route(r, s):
    if s in ("alcohol", "GHB/GBL", "pregabalin", "gabapentin", "street benzos", "codeine (OTC)", "codeine", "tramadol", "LSD", "MDMA"):
        return "oral"
    if s in ("cannabis", "spice (SCRA)", "synthetic cannabinoids", "crack cocaine"):
        return r.choice(("smoked", "smoked", "vaped"))
    if s in ("powder cocaine", "ketamine", "mephedrone"):
        return r.choice(("intranasal", "intranasal", "IV"))
    if s == "nitrous oxide":
        return "inhaled"
    return r.choice(("smoked", "IV", "chased", "IV/smoked", "smoked + IV"))


def Frag_append_date(w, item):
    out = frag(*item)
    out.append((w.d(w.days_ahead(7, 20)), "DATE"))
    return out


def gen_keyworker(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=20, hi=60)
    kw = w.person(lo=24, hi=60)
    pr = w.person(lo=30, hi=64)
    svc = w.addiction_service()
    nb.ln(r.choice(("KEYWORKER REVIEW", "Keywork session - %s review" % r.choice(("12-week", "3-monthly", "6-month", "care plan")),
                    "Recovery Care Plan Review", "keyworker review note")))
    nb.ln("Service: {s|HOSPITAL}", s=svc)
    if r.random() < 0.5:
        nb.ln("Client: {n}   ID {i|MRN}   DOB {d|DATE}", n=pname(r, pt, forms=("full", "LAST_first", "last_first")), i=w.mrn(), d=w.d(pt.dob))
    else:
        C.id_block(nb, w, pt, style=r.randint(0, 3), extra=("clinic",) if r.random() < 0.5 else (), show_addr=r.random() < 0.4)
    nb.ln("Review date: {d|DATE}   Keyworker: {k}   Prescriber: {p}", d=w.d(w.today), k=w.staff_name(kw, ("full", "first", "full_cred")),
          p=w.staff_name(pr, ("dr_last", "dr_init_last", "full")))
    rel, sx = r.choice((("mum", "F"), ("partner", None), ("sister", "F"), ("friend", None), ("nan", "F"), ("brother", "M")))
    nb.ln("Attended: " + r.choice(("in person", "by phone", "home visit", "at pharmacy", "video call")) + (", with {rel} {f|FAMILY}" if r.random() < 0.3 else ""),
          rel=rel, f=w.person(sex=sx).first)
    nb.ln()
    nb.ln(r.choice(("TOP (past 28 days):", "Treatment Outcomes Profile - last 4 weeks", "ADOM (last 4 wks):" if w.c == "NZ" else "TOP:")))
    for s in r.sample(("heroin", "crack", "alcohol", "cannabis", "benzos", "other opiates", "meth", "cocaine"), r.randint(3, 5)):
        nb.ln("  %s: %d days%s" % (s, r.randint(0, 28), r.choice(("", "", " (avg %d units)" % r.randint(6, 30) if s == "alcohol" else ""))))
    nb.ln("  injecting: %d days; sharing: %s" % (r.randint(0, 12), r.choice(("no", "denies", "once"))))
    nb.ln("  psych %d/20, phys %d/20, QoL %d/20" % (r.randint(4, 18), r.randint(4, 18), r.randint(4, 18)))
    nb.ln(r.choice(C.UDS))
    nb.ln()
    nb.ln(r.choice(("Prescribing:", "Rx:", "Current OST:")) + " " + C.ost_dose(r) + ", %s" % (
          r.choice(("daily supervised", "5 supervised / 2 TA", "weekly pick-up", "3 supervised, 4 takeaway"))) + " at {ph|HOSPITAL}.", ph=w.pharmacy())
    if r.random() < 0.25:
        nb.ln("Pharmacy biometric ID {b|BIOID} re-enrolled after failed scans.", b=w.bioid())
    if r.random() < 0.2:
        nb.ln("Court-ordered transdermal alcohol tag, serial {s|DEVICE}, fitted {d|DATE}; 2 alerts since.", s=w.serial("TG"), d=w.d(w.days_ago(20, 90)))
    nb.ln()
    nb.ln("Goals / progress:")
    goals = [
        frag(("Housing - moved into tenancy at ", None)) + w.address() + frag((" on ", None), (w.d(w.days_ago(10, 80)), "DATE")),
        frag(("Family - supervised contact with son ", None), (w.person(sex="M", lo=2, hi=15).first, "FAMILY"),
             (" fortnightly at contact centre", None)),
        frag(("Work - started at ", None), (w.employer(), "ORGANIZATION"), (" as a ", None), (w.profession(), "PROFESSION"), (", 20 hrs/wk", None)),
        frag(("Peer support - attending ", None), (w.charity(), "ORGANIZATION"), (" group weekly", None)),
        frag(("Health - HCV treatment (sof/vel) started ", None), (w.d(w.days_ago(10, 60)), "DATE"), (", attends ", None), (w.hospital(), "HOSPITAL")),
        frag(("Reduce crack use - target 0 days by next review", None),),
        frag(("Finances - debt advice via ", None), (w.charity(), "ORGANIZATION"), (". ", None), (w.ssn_label(), None), (" ", None), (w.ssn(), "SSN"), (" confirmed for benefit claim", None)),
        frag(("Education - enrolled at ", None), (w.prefix() + " " + r.choice(("College", "Institute of Technology", "Polytechnic", "Training Centre")), "ORGANIZATION"), (" starting ", None),
             (w.d(w.days_ahead(10, 60), r.choice(("month_y", "d_month_y", "dmy"))), "DATE")),
    ]
    r.shuffle(goals)
    for g in goals[:r.randint(3, 5)]:
        nb.ln(r.choice(("- ", "* ", "> ")) + "{g}" + r.choice((" - progressing", " - achieved", " - not started", " - ongoing", "")), g=g)
    if r.random() < 0.5:
        fam = w.person(sex="F", lo=40, hi=75)
        nb.ln("Mum {m|FAMILY} ({a|AGE}) remains main support; consented to contact on {t|PHONE}.", m=fam.first + " " + pt.last if r.random() < 0.5 else fam.first,
              a=str(w.age(fam)), t=w.mobile())
    nb.ln()
    nb.ln("Risk review: " + r.choice(("OD risk reduced. THN kit in date.", "Lapse to IV use 2/52 ago - harm reduction advice, NSP details given.",
                                      "No new safeguarding concerns.", "Missed 3 doses last month - prescriber aware.")))
    nb.ln("Next review: {d|DATE}" + r.choice(("", " with {p2}", " (joint with prescriber)")), d=w.d(w.days_ahead(28, 90)),
          p2=w.staff_name(pr, ("dr_last", "first")))
    nb.ln()
    nb.ln("{k} - Keyworker", k=w.staff_name(kw, ("full", "init_last")))
    if r.random() < 0.35:
        nb.ln("Entered by user {u|USERNAME} {d|DATE} %02d:%02d" % (r.randint(8, 18), r.randint(0, 59)), u=w.username(kw), d=w.d(w.today, "iso"))
    return nb
