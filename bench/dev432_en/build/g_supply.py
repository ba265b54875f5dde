"""Genres: emergency supply record; minor ailment consultation."""
import datetime
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD
import pools_places as PP

HOLIDAYS = ["Christmas Eve", "Boxing Day", "Easter Monday", "Good Friday", "New Year's Day",
            "Christmas Day", "St Patrick's Day", "Easter Sunday"]
REASONS = [
    "ran out while staying with family; surgery closed for the weekend",
    "left medication at home, travelling for work",
    "repeat request not processed in time by surgery; no supply left",
    "bag stolen including all medication",
    "medication left in hospital locker at discharge",
    "prescription lost in post from online pharmacy",
]


def _easter(y):
    a, b, c = y % 19, y // 100, y % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month = (h + l - 7 * m + 114) // 31
    day = (h + l - 7 * m + 114) % 31 + 1
    return datetime.date(y, month, day)


def _holiday_date(name, year):
    fixed = {"Christmas Eve": (12, 24), "Christmas Day": (12, 25), "Boxing Day": (12, 26),
             "New Year's Day": (1, 1), "St Patrick's Day": (3, 17)}
    if name in fixed:
        return datetime.date(year, *fixed[name])
    off = {"Good Friday": -2, "Easter Sunday": 0, "Easter Monday": 1}[name]
    return util.add_days(_easter(year), off)


def _time(rng):
    return "%02d:%02d" % (rng.randrange(8, 22), rng.randrange(60))


def emergency_supply(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    m = rng.choice([x for x in PD.CHRONIC if x[4] not in ("dmard", "pain")])
    s = ctx.pharmacist()
    if c == "UK":
        via111 = rng.random() < 0.5
        d.t("EMERGENCY SUPPLY RECORD%s\n" % (" - NHS 111 / PHARMACY FIRST URGENT REPEAT MEDICINE" if via111 else
                                           " - AT THE REQUEST OF THE PATIENT (HMR 2012 reg. 225)"))
    elif c == "IE":
        via111 = False
        d.t("EMERGENCY SUPPLY AT REQUEST OF PATIENT (S.I. 540/2003, Reg. 8)\n")
    else:
        via111 = False
        d.t("EMERGENCY SUPPLY / CONTINUED DISPENSING RECORD\n")
    d.f("{n:HOSPITAL} - {a}\n", n=ctx.ph.name, a=C.town(ctx.ph.addr))
    d.t("-" * 46 + "\n")
    hol = ""
    if rng.random() < 0.35:
        hol = rng.choice(HOLIDAYS if c == "IE" else [h for h in HOLIDAYS if h != "St Patrick's Day"])
        ctx.date = _holiday_date(hol, ctx.date.year)
        p.age = util.age_on(p.dob, ctx.date)
    mins = rng.randrange(9 * 60, 20 * 60)
    d.f("Date: {d}  Time: {t}", d=C.dt(ctx, ctx.date), t="%02d:%02d" % divmod(mins, 60))
    if hol:
        d.f("  ({h:DATE})", h=hol)
    d.t("\n")
    if via111:
        d.f("Referral: NHS 111 online, ref {r:IDNUM}, received {t} via {v}\n", r=ids.referral_id(rng),
            t="%02d:%02d" % divmod(mins - rng.randrange(10, 90), 60), v=rng.choice(["PharmRefer", "NHSmail", "Service Finder"]))
    d.f("Patient: {n}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First", "title_full", "fml"])))
    d.f("DOB: {b}  ({a:AGE})\n", b=C.dob(ctx, p), a=p.age)
    home = p.addr
    d.f("Home address: {a}\n", a=C.addr(home, "full" if rng.random() < 0.4 else "line"))
    if rng.random() < 0.55:
        tmp = C.world.address(rng, c)
        d.f("Temporary address: {a}\n", a=C.addr(tmp, "line"))
    d.add(C.ids_block(ctx, p)).t("\n")
    d.f("Contact: {t:PHONE}\n", t=p.mobile)
    d.f("Usual GP: {g}, {a}\n", g=C.gp_line(ctx), a=C.town(ctx.pr.addr))
    if rng.random() < 0.35:
        d.f("Usual pharmacy: {u:HOSPITAL} ({t:PHONE})\n", u=C.world.pharmacy(rng, c).name,
            t=ids.phone(rng, c, ctx.pr.addr.area))
    d.t("\nMedicine requested: %s\nUsual dose: %s\n" % (m[0], m[2]))
    qty = rng.choice(["7 days", "14 days", "28 tablets", "1 inhaler", "30 days", "5 days"])
    d.t("Quantity supplied: %s\n" % qty)
    d.t("Evidence of previous prescription: ")
    ev = rng.randrange(4)
    if ev == 0:
        d.t("SCR viewed (consent given) - on repeat, last issued ")
        d.add(C.dt(ctx, util.add_days(ctx.date, -rng.randrange(20, 60))))
        d.t("\n")
    elif ev == 1:
        d.f("dispensing label from {x:HOSPITAL} dated {dd}\n", x=C.world.pharmacy(rng, c).name,
            dd=C.dt(ctx, util.add_days(ctx.date, -rng.randrange(25, 80))))
    elif ev == 2:
        d.f("repeat slip seen, prescriber {g}\n", g=C.dr(rng, ctx.gp))
    else:
        d.f("phoned usual pharmacy, spoke to {n}, confirmed on PMR\n",
            n=C.nm(rng, C.staff_member_like(rng, c, "dispenser"), "DOCTOR", rng.choice(["first", "full"])))
    d.t("Reason / immediate need: %s\n" % ctx.ty(rng.choice(REASONS)))
    if rng.random() < 0.4:
        d.f("Pt visiting from {x:CITY}", x=rng.choice(C.world.towns(c)).city)
        if rng.random() < 0.3:
            d.f(", normally resident in {k:COUNTRY}", k=rng.choice(PP.HOLIDAY_COUNTRIES))
        d.t(".\n")
    d.t("Interviewed by pharmacist: YES. %s Dose appropriate. %s\n" % (
        {"UK": "Not a CD (Sch 1-3 excluded).", "IE": "Not a Sch 2/3 CD.", "AU": "Not S8/S4D."}.get(c, ""), C.hardneg(rng)))
    if c == "UK":
        how = rng.choice(["NHS (fee)", "private - GBP %s" % rng.choice(["12.50", "15.00", "9.95"])])
    elif c == "IE":
        how = rng.choice(["private - EUR 10 + cost of item", "GMS (3 days, PCRS emergency)"])
    else:
        how = rng.choice(["PBS continued dispensing", "private - AUD 18"])
    d.t("Label: \"Emergency supply\" added. Supplied under %s.\n" % how)
    d.f("POM register entry: {e:IDNUM}\n", e=ids.cd_entry(rng))
    if rng.random() < 0.5:
        d.f("Collected by: {w}\n", w=C.fam_name(rng, C.fam(p), "full") + " (" + C.fam(p).rel + ")")
    notif = rng.choice(["Post-event message to GP practice sent" if c == "UK" else "Prescriber informed by phone",
                        "GP practice notified by email", "Notification faxed to surgery"])
    d.t(notif)
    if "email" in notif:
        d.f(" ({e:EMAIL})", e=ctx.pr.email)
    elif "faxed" in notif:
        d.f(" ({fx:FAX})", fx=ctx.pr.fax)
    d.f(" on {d}\n", d=C.dt(ctx, util.add_days(ctx.date, rng.choice([0, 1]))))
    d.t("Advice: order repeat promptly; %s\n\n" % rng.choice(["use NHS App" if c == "UK" else "book GP review",
                                                               "contact surgery when it reopens", "carry repeat slip when travelling"]))
    C.signoff(ctx, d, s, "Pharmacist:")
    if rng.random() < 0.3:
        d.f("PMR user: {u:USERNAME}\n", u=s.user)


PATHWAY_DETAIL = {
    "acute sore throat": ("5", "FeverPAIN: fever 1, purulence %d, attend rapidly 1, inflamed tonsils 1, no cough %d = %d",
                          "Phenoxymethylpenicillin 500mg tablets 1 QDS x 5 days (PGD)", "Self-care: paracetamol, Difflam spray"),
    "acute sinusitis": ("12", "Symptoms > 10 days, %d sided facial pain, purulent discharge %d; score %d",
                        "Mometasone 50micrograms nasal spray 2 sprays each nostril OD (PGD)", "Saline rinse; paracetamol"),
    "acute otitis media": ("1", "Otoscopy: bulging TM %d, otorrhoea %d, temp 38.%d", "Otigo ear drops (phenazone/lidocaine) 4 drops BD-TDS x 7 days",
                           "Back-up: amoxicillin if not improving 3 days"),
    "impetigo": ("1", "Localised non-bullous lesions: %d, sites %d, systemically well (NEWS %d)",
                 "Hydrogen peroxide 1% cream (Crystacide) BD-TDS x 5 days", "Exclude from school/nursery until lesions crusted"),
    "infected insect bite": ("1", "Erythema %d cm, warm, tracking %d, temp 37.%d",
                             "Flucloxacillin 500mg capsules 1 QDS x 5 days (PGD)", "Mark margin with pen"),
    "shingles": ("18", "Dermatomal rash T%d, onset %d days, eye involvement: none (%d)",
                 "Aciclovir 800mg tablets 5x daily x 7 days (PGD)", "Avoid contact with pregnant women/neonates"),
    "uncomplicated UTI": ("16", "Dysuria, frequency, nocturia: %d/3 key symptoms; vaginal discharge %d; urine dip not needed (%d)",
                          "Nitrofurantoin 100mg MR capsules 1 BD x 3 days (PGD)", "Fluids, cranberry not recommended"),
}


def minor_ailment(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    s = ctx.pharmacist()
    use_pf = rng.random() < 0.7
    if use_pf:
        cond, _ = rng.choice(PC.PF_PATHWAYS)
        minage, exam, supply, selfcare = PATHWAY_DETAIL[cond]
        if cond == "acute sore throat":
            pu, nc = rng.randrange(0, 2), rng.randrange(0, 2)
            exam = exam % (pu, nc, 3 + pu + nc)
        elif cond == "acute sinusitis":
            exam = exam % (rng.choice([1, 2]), rng.randrange(0, 2), rng.randrange(1, 4))
        elif cond == "acute otitis media":
            exam = exam % (rng.randrange(0, 2), rng.randrange(0, 2), rng.randrange(0, 9))
        elif cond == "impetigo":
            exam = exam % (rng.randrange(1, 4), rng.randrange(1, 3), rng.randrange(0, 2))
        elif cond == "infected insect bite":
            exam = exam % (rng.randrange(2, 9), rng.randrange(0, 2), rng.randrange(2, 10))
        elif cond == "shingles":
            exam = exam % (rng.randrange(2, 12), rng.randrange(1, 4), 0)
        else:
            k = rng.randrange(2, 4)
            exam = exam % (k, rng.randrange(0, 2), 1)
        if c != "UK":
            supply = supply.replace("(PGD)", "(pharmacist prescription)")
    else:
        cond = rng.choice(PC.MINOR)
        minage, exam, supply, selfcare = "1", "O/E: %s" % rng.choice(
            ["mild erythema", "no abnormality seen", "tender, no fluctuance", "conjunctival injection bilat, no photophobia"]), \
            "OTC: %s" % rng.choice(PD.OTC), "Self-care leaflet given"
    title = {"UK": "PHARMACY FIRST CONSULTATION" if use_pf else "COMMUNITY PHARMACIST CONSULTATION SERVICE - MINOR ILLNESS",
             "IE": "MINOR AILMENT CONSULTATION (GMS scheme)", "CA": "MINOR AILMENT ASSESSMENT & PRESCRIBING RECORD",
             "AU": "PHARMACIST CONSULTATION - MINOR AILMENT"}.get(c, "MINOR AILMENT CONSULTATION")
    child = cond in ("acute otitis media", "impetigo", "head lice", "threadworm", "teething", "nappy rash") and rng.random() < 0.75
    if child:
        p.age = rng.randrange(max(1, int(minage)), 12)
        p.dob = util.dob_for_age(rng, p.age, ctx.date)
        p.title = ""
    d.t(title + "\n")
    d.f("{n:HOSPITAL}\n", n=ctx.ph.name)
    d.f("Date/time: {d} {t}\n", d=C.dt(ctx, ctx.date), t=_time(rng))
    if c == "UK":
        src = rng.choice(["walk-in", "GP practice referral", "NHS 111 referral", "walk-in"])
    else:
        src = rng.choice(["walk-in", "booked online", "telephone booking", "walk-in"])
    d.t("Referral route: %s" % src)
    if "referral" in src:
        d.f(" (ref {r:IDNUM})", r=ids.referral_id(rng))
    d.t("\n\n")
    d.f("Patient: {n}   DOB {b}   Age {a:AGE}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First", "fml"])),
        b=C.dob(ctx, p), a=p.age)
    d.f("Address: {a}\n", a=C.addr(p.addr, "line"))
    d.add(C.ids_block(ctx, p)).t("\n")
    d.f("{l}: {g}\n", l=C.gp_label(c), g=C.gp_line(ctx))
    if child:
        f = C.Obj(rel=rng.choice(["mother", "father", "grandmother"]), first=rng.choice(C.PN.FEMALE),
                  last=p.last, female=True)
        d.f("Attended with {r} {n} (has parental responsibility), tel {t:PHONE}\n", r=f.rel,
            n=C.fam_name(rng, f, "full"), t=p.mobile)
        if rng.random() < 0.6:
            d.f("School/nursery: {sc:ORGANIZATION}\n", sc=rng.choice(C.PO.SCHOOLS))
    elif p.age < 66 and rng.random() < 0.4:
        d.f("Occupation: {o:PROFESSION}\n", o=p.profession)
    d.t("\nPresenting complaint: %s\n" % cond)
    d.t("History: %s\n" % ctx.ty(rng.choice([
        "%d days of symptoms, gradually worsening, OTC paracetamol tried with partial relief." % rng.randrange(2, 9),
        "started %d days ago, no previous episodes, otherwise well." % rng.randrange(1, 6),
        "recurrent - 2nd episode this year; last treated by GP.",
        "onset after returning from holiday; eating and drinking ok.",
    ])))
    if rng.random() < 0.35:
        d.f("Recent travel: {k:COUNTRY} (returned {r})\n", k=rng.choice(PP.HOLIDAY_COUNTRIES + PP.TRAVEL_COUNTRIES),
            r=C.dt(ctx, util.add_days(ctx.date, -rng.randrange(2, 12))))
    d.t("PMH: %s.  Meds: %s.  Allergies: %s\n" % (rng.choice(PC.CONDITIONS + ["nil"]),
                                                 rng.choice(["nil regular", C.meds(rng, 1)[0][0]]), C.allergy(rng)))
    d.t("Pregnant/breastfeeding: %s\n" % ("N/A" if child or not p.female else rng.choice(["no", "no", "not pregnant (LMP 2/52)"])))
    d.t("Obs: temp %.1fC, HR %d, RR %d, SpO2 %d%%\n" % (36.4 + rng.random() * 2, rng.randrange(62, 118), rng.randrange(12, 22),
                                                       rng.randrange(95, 100)))
    d.t("%s%s\n" % ("" if exam.startswith("O/E") else "O/E: ", exam))
    d.t("Red flags: %s\n" % rng.choice(PC.RED_FLAGS))
    outcome = rng.choice(["supply", "supply", "advice", "escalate"])
    if outcome == "supply":
        d.t("Outcome: Clinical pathway criteria met. Supplied %s.\n" % supply)
    elif outcome == "advice":
        d.t("Outcome: Self-care advice only. %s\n" % selfcare)
    else:
        d.f("Outcome: Gateway criteria NOT met - onward referral to {g} (same day), spoke to {r} on {t:PHONE}\n",
            g=ph(ctx.pr.name, "HOSPITAL"), r=C.nm(rng, C.staff_member_like(rng, c, "dispenser"), "DOCTOR", "first"),
            t=ctx.pr.phone)
    d.t("Safety netting: return or call %s if worse / not better in %d days. %s\n" % (
        {"UK": "NHS 111", "IE": "GP out-of-hours service", "CA": "811", "AU": "healthdirect"}.get(c, "PCP"),
        rng.choice([3, 5, 7]), C.hardneg(rng)))
    if c == "UK":
        d.f("Post-event message to GP: sent {d} via {v}\n", d=C.dt(ctx, ctx.date),
            v=rng.choice(["GP Connect Update Record", "NHSmail", "PharmOutcomes"]))
    else:
        d.f("Notification to prescriber faxed {d} to {fx:FAX}\n", d=C.dt(ctx, ctx.date), fx=ctx.pr.fax)
    d.f("Claim ref: {r:ACCOUNT}\n\n", r=ids.claim_ref(rng))
    C.signoff(ctx, d, s, rng.choice(["Pharmacist:", "Consultation by:"]))
