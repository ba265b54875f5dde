"""Genres: vaccination record; blister pack and dosette record."""
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD
import pools_orgs as PO
import pools_places as PP
import world as W


def _time(rng):
    return "%02d:%02d" % (rng.randrange(9, 19), rng.randrange(60))


def vaccination(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    kind = rng.choice(["flu", "flu", "covid", "travel", "travel", "other"])
    s = ctx.pharmacist()
    if kind == "flu":
        if p.age >= 65:
            brand, desc, grp = PC.VACCINES_FLU[0]
        else:
            brand, desc, grp = rng.choice(PC.VACCINES_FLU[1:4])
        vac = [(brand, desc)]
        ctx.date = util.add_days(ctx.date.replace(month=9, day=20), rng.randrange(0, 90))
        p.age = util.age_on(p.dob, ctx.date)
        title = {"UK": "SEASONAL INFLUENZA VACCINATION - NHS ADVANCED SERVICE", "IE": "SEASONAL INFLUENZA VACCINATION (HSE)",
                 "US": "IMMUNIZATION ADMINISTRATION RECORD - INFLUENZA"}.get(c, "INFLUENZA VACCINATION RECORD")
    elif kind == "covid":
        vac = [(rng.choice(PC.VACCINES_COVID), "COVID-19 mRNA vaccine")]
        title = "COVID-19 VACCINATION RECORD"
    elif kind == "travel":
        vac = util.sample(rng, PC.VACCINES_TRAVEL, rng.randrange(1, 4))
        title = "TRAVEL CLINIC - RISK ASSESSMENT & VACCINATION RECORD"
    else:
        vac = [rng.choice(PC.VACCINES_OTHER)]
        title = "VACCINATION RECORD - %s" % vac[0][1].upper()
    C.pharmacy_header(ctx, d, ods=c == "UK" and rng.random() < 0.5)
    d.t("\n%s\n" % title)
    d.f("Date: {d}   Time: {t}   Encounter no: {e:ACCOUNT}\n", d=C.dt(ctx, ctx.date), t=_time(rng), e=ids.account(rng))
    d.f("Vaccinator: {v}\n", v=C.staff_sig(rng, s, c))
    d.t("Authority: %s\n\n" % rng.choice(["PGD", "National Protocol", "PGD (pharmacist)", "patient-specific direction",
                                          "standing order" if c == "US" else "PGD v3.1"]))
    d.f("Patient: {n}   Sex: {x}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First", "title_full", "fml"])),
        x="F" if p.female else "M")
    d.f("DOB: {b}   Age at vaccination: {a:AGE}\n", b=C.dob(ctx, p), a=p.age)
    d.f("Address: {a}\n", a=C.addr(p.addr, rng.choice(["line", "full"])))
    d.add(C.ids_block(ctx, p)).t("\n")
    d.f("Mobile: {m:PHONE}\n", m=p.mobile)
    d.f("GP practice: {g:HOSPITAL}\n", g=ctx.pr.name)
    d.t("\n")
    elig = ""
    if kind == "travel":
        dests = util.sample(rng, PP.TRAVEL_COUNTRIES, rng.randrange(1, 4))
        dep = util.add_days(ctx.date, rng.randrange(10, 60))
        d.t("Destination(s): ")
        for i, k in enumerate(dests):
            if i:
                d.t(", ")
            d.p(k, "COUNTRY")
        d.t("\n")
        stay = rng.choice([14, 21, 28, 42, 70])
        d.f("Departure: {a}   Return: {b}   ({w} weeks)\n", a=C.dt(ctx, dep), b=C.dt(ctx, util.add_days(dep, stay)),
            w=stay // 7)
        trips = ["VFR", "backpacking", "business", "safari"] if "Saudi Arabia" not in dests else ["Umrah", "Hajj"]
        d.t("Trip type: %s; accommodation: %s\n" % (rng.choice(trips),
                                                  rng.choice(["hotels", "family home", "hostels/camping", "rural lodges"])))
        if rng.random() < 0.5:
            f = C.fam(p)
            d.f("Travelling with: {n} ({r})\n", n=C.fam_name(rng, f, "full"), r=f.rel)
        d.t("Malaria: %s\n" % rng.choice(PC.MALARIA))
        d.t("Bite avoidance (DEET 50%%), food/water hygiene, %s.\n" % rng.choice(["rabies risk discussed", "TravelHealthPro country pages used",
                                                                                  "altitude sickness advice"]))
    else:
        pool = [e for e in PC.ELIGIBILITY if not (e.startswith("pregnant") and (not p.female or p.age > 44))
                and not (e.startswith("frontline") and p.age > 66) and e != "aged 65 or over"]
        elig = rng.choice(pool)
        if p.age >= 65 and rng.random() < 0.85:
            elig = "aged 65 or over"
        d.t("Eligibility: %s\n" % elig)
        if elig.startswith("frontline") or (p.age < 66 and rng.random() < 0.3):
            place = rng.choice([("HOSPITAL", rng.choice(PO.CARE_HOMES)), ("ORGANIZATION", rng.choice(PO.CARE_AGENCIES)),
                                ("ORGANIZATION", p.employer)])
            d.f("Occupation: {o:PROFESSION} at ", o=rng.choice(["care assistant", "senior carer", "home care worker",
                                                                "domiciliary carer", p.profession]))
            d.p(place[1], place[0]).t("\n")
    d.t("Screening: unwell today N; previous anaphylaxis N; %s; anticoagulated %s; pregnant %s\n" % (
        rng.choice(["egg allergy N", "latex allergy N", "PEG allergy N", "egg allergy - mild (not contraindication)"]),
        rng.choice(["N", "N", "Y (apixaban) - fine needle, firm pressure 2 min"]),
        elig.split(" - ")[1] if elig.startswith("pregnant") else "N/A" if not p.female or p.age > 50 else "N"))
    consent = rng.random()
    if consent < 0.15 and p.age > 75:
        f = C.fam(p)
        if f.rel in ("neighbour", "friend", "carer", "wife", "husband", "partner"):
            f.rel = "daughter" if f.female else "son"
        d.f("Consent: obtained from {n} ({r}, LPA health & welfare registered)\n", n=C.fam_name(rng, f, "full"), r=f.rel)
    else:
        d.t("Consent: %s\n" % rng.choice(["verbal consent given by patient", "written consent", "verbal - info leaflet given"]))
    d.t("\nVaccine(s) administered:\n")
    for brand, desc in vac:
        mon = util.add_days(ctx.date, rng.randrange(90, 500))
        route = "intranasal" if "LAIV" in brand else ("oral" if brand in ("Dukoral", "Vivotif") else "IM")
        d.t("  %s - %s\n    Batch: %s   Expiry: %s   Dose: %s   Route: %s   Site: %s\n" % (
            brand, desc, ids.batch(rng), util.fdate(mon, "mm/yyyy"),
            rng.choice(["0.5ml", "0.5 mL", "0.3ml", "1 dose"]),
            route, rng.choice(PC.SITES[:6]) if route == "IM" else "n/a"))
        if brand == "Stamaril":
            d.f("    ICVP certificate no. {x:LICENSE} issued; valid for life\n", x="YF" + ids.digits(rng, 7))
    d.f("Administered at {t}; observed {m} min - {r}\n", t=_time(rng), m=rng.choice(["5", "15", "15", "0"]),
        r=rng.choice(["no immediate reaction", "no reaction", "felt faint, lay down, recovered in 10 min (vasovagal)"]))
    gap = {"Shingrix": 60, "Havrix Monodose": 180, "Avaxim": 180, "Engerix B": 28, "Twinrix Adult": 7,
           "Verorab": 7, "Ixiaro": 28, "Dukoral": 7, "Qdenga": 90}
    due = [gap[b] for b, _ in vac if b in gap]
    if kind == "covid" and rng.random() < 0.4:
        due = [182]
    if due:
        d.f("Next dose due: {n} ({w})\n", n=C.dt(ctx, util.add_days(ctx.date, min(due))),
            w=rng.choice(["reminder text to be sent", "booked", "patient to book online"]))
    rec = {"UK": rng.choice(["NIVS", "Pinnacle", "PharmOutcomes", "Sonar Health"]), "IE": "HSE Vaccination System",
           "US": "state IIS", "CA": "provincial immunization registry", "AU": "Australian Immunisation Register"}[c]
    d.f("Recorded on {r} {d}", r=rec, d=C.dt(ctx, ctx.date))
    if rng.random() < 0.4:
        d.f(" by user {u:USERNAME}", u=s.user)
    d.t("; GP notified.\n")
    if c == "US" and rng.random() < 0.7:
        d.f("Billed to plan: member {m:HEALTHPLAN}   Claim {x:ACCOUNT}\n", m=p.member, x=ids.claim_ref(rng))
    elif kind == "travel":
        d.f("Private fee paid - receipt {r:ACCOUNT}\n", r="RCT" + ids.digits(rng, 6))
    if rng.random() < 0.25:
        d.f("Online booking ref via {u:URL}\n", u=ctx.ph.url)
    d.t("\n")
    C.signoff(ctx, d, s, rng.choice(["Signed:", "Vaccinator signature:"]))


SLOTS = ["Breakfast", "Lunch", "Tea", "Bedtime"]
NOT_MDS = ("Alendronic", "inhaler", "Ellipta", "drops", "sachets", "liquid", "spray", "Insulin", "Respimat",
           "Turbohaler", "Methotrexate", "Warfarin", "Folic acid", "Sumatriptan", "Paracetamol")


def _slots(sig):
    """Tray slots from the short sig; None when the item stays out of the tray."""
    s = sig.upper()
    if "PRN" in s or "WEEK" in s or "INR" in s or "UNITS" in s or "PUFF" in s or "DROP" in s or "SACHET" in s:
        return None
    n = "2" if s.startswith("2") else "1"
    if "QDS" in s:
        return "%s  %s  %s  %s" % (n, n, n, n)
    if "TDS" in s:
        return "%s  %s  %s  -" % (n, n, n)
    if "BD" in s:
        return "%s  -  %s  -" % (n, n) if "FOOD" in s or "MEAL" in s else "%s  -  -  %s" % (n, n)
    if "ON" in s.split() or "NOCTE" in s:
        return "-  -  -  %s" % n
    return "%s  -  -  -" % n


def blister(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    p.age = max(p.age, rng.randrange(62, 97))
    p.dob = util.dob_for_age(rng, p.age, ctx.date)
    title = {"UK": "MONITORED DOSAGE SYSTEM (MDS) - PATIENT RECORD", "AU": "DOSE ADMINISTRATION AID (WEBSTER-PAK) PROFILE",
             "CA": "MULTI-MED COMPLIANCE PACKAGING (BLISTER PACK) RECORD", "US": "ADHERENCE PACKAGING - PATIENT PROFILE",
             "IE": "MONITORED DOSAGE SYSTEM (DOSETTE) RECORD"}[c]
    d.t(title + "\n")
    d.f("{n:HOSPITAL}   Tel {t:PHONE}\n", n=ctx.ph.name, t=ctx.ph.phone)
    d.t("=" * 50 + "\n")
    d.f("Patient: {n}   DOB {b} ({a:AGE})\n", n=C.nm(rng, p, "PATIENT", rng.choice(["LAST, First", "full", "title_full"])),
        b=C.dob(ctx, p), a=p.age)
    lives = rng.random()
    if lives < 0.2:
        d.f("Address: {x:LOCATION_OTHER} (sheltered), {a}\n", x=rng.choice(PP.SHELTERED), a=C.addr(p.addr, "line"))
    else:
        d.f("Address: {a}\n", a=C.addr(p.addr, "line"))
    d.add(C.ids_block(ctx, p)).t("   ")
    d.f("PMR ref {m:MRN}\n", m=p.profile)
    d.f("Tel: {t:PHONE}\n", t=p.home)
    d.f("{l}: {g}\n", l=C.gp_label(c), g=C.gp_line(ctx))
    f = C.fam(p)
    d.f("NOK / main contact: {n} ({r}) {t:PHONE}\n", n=C.fam_name(rng, f, "full"), r=f.rel, t=f.phone)
    if rng.random() < 0.6:
        ag = rng.choice(PO.CARE_AGENCIES)
        d.f("Care package: {g:ORGANIZATION}, {v} calls/day; carer lead {n}, office {t:PHONE}\n", g=ag,
            v=rng.choice(["2", "3", "4"]), n=C.fam_name(rng, C.staff_member_like(rng, c, "carer"), "full"),
            t=ids.phone(rng, c, p.addr.area))
    assessed = util.add_days(ctx.date, -rng.randrange(60, 900))
    who = ctx.pharmacist()
    d.f("Suitability assessment: {d} by {n} - {r}\n", d=C.dt(ctx, assessed), n=C.nm(rng, who, "DOCTOR", "full"),
        r=rng.choice(["Equality Act 2010 - memory impairment (MoCA 19/30)" if c == "UK" else "memory impairment (MoCA 19/30)",
                      "poor dexterity (RA), cannot open blisters",
                      "requested by GP after hospital discharge", "visual impairment", "polypharmacy + living alone"]))
    d.t("Cycle: 28 days, 4 x 7-day trays. Rx ordered %s; assembled %s; delivered %ss.\n\n" % (
        rng.choice(["by pharmacy (managed repeats)", "by patient's %s via %s" % (f.rel, "NHS App" if c == "UK" else "phone"),
                    "by care agency"]),
        rng.choice(["wk 3", "5 days before due", "Tue of wk 4"]), util.DAYS[rng.randrange(5)]))
    items = [m for m in C.meds(rng, rng.randrange(5, 10)) if not any(w in m[0] for w in NOT_MDS)]
    if len(items) < 3:
        items += C.meds(rng, 3, ("htn", "lipid", "af"))
    d.t("%-50s %s\n" % ("Medicine", "  ".join(SLOTS)))
    for m in items:
        pattern = _slots(m[1])
        if pattern is None:
            continue
        d.t("%-50s %s\n" % (m[0][:50], pattern))
    d.t("\nNOT in tray: %s\n" % ", ".join(sorted(set([rng.choice(["GTN spray", "Ventolin Evohaler", "Laxido sachets",
                                                                     "Alendronic acid 70mg (Sundays)", "Latanoprost eye drops",
                                                                     "Warfarin (INR-dependent)", "Oramorph 10mg/5ml"])
                                                          for _ in range(3)]))))
    d.t("Unsuitable for MDS: %s\n\n" % rng.choice(["dispersible aspirin", "sodium valproate (moisture)", "Madopar dispersible",
                                                   "none identified", "dabigatran (must stay in original pack)"]))
    d.t("CHANGE LOG\n")
    day = assessed
    for i in range(rng.randrange(2, 5)):
        day = util.add_days(day, rng.randrange(14, 120))
        if day > ctx.date:
            day = util.add_days(ctx.date, -rng.randrange(1, 10))
        m = rng.choice(items)
        ch = rng.choice(["dose increased", "dose reduced", "stopped", "started", "timing moved to bedtime",
                         "brand changed (supply issue)"])
        src = rng.choice(["GP letter", "DMS referral", "phone call from surgery", "clinic letter", "hospital TTO"])
        d.f("{d}  {m} - {ch} per {s}", d=C.dt(ctx, day), m=m[0], ch=ch, s=src)
        if "GP" in src or "surgery" in src:
            d.f(" ({g})", g=C.dr(rng, ctx.gp, "Dr last"))
        elif "hospital" in src or "DMS" in src:
            d.f(" ({h:HOSPITAL})", h=ctx.hosp.name)
        chk = ctx.staff("pharmacist", "pharmacy technician")
        d.f("; trays amended, checked {i}\n", i=C.nm(rng, chk, "DOCTOR", "init"))
    d.t("\nASSEMBLY / CHECK LOG\n")
    wk = util.add_days(ctx.date, -21)
    for i in range(4):
        a = ctx.staff("dispenser", "pharmacy technician")
        b = ctx.staff("pharmacist", "independent prescriber")
        d.f("w/c {w}: assembled {a}, accuracy check {b}, ", w=C.dt(ctx, wk), a=C.nm(rng, a, "DOCTOR", "init"),
            b=C.nm(rng, b, "DOCTOR", "init"))
        if rng.random() < 0.25:
            drv = ctx.staff("driver")
            d.f("delivered by {n} ({v:VEHICLE})\n", n=C.nm(rng, drv, "DOCTOR", "first"), v=ctx.ph.van)
        else:
            d.t(rng.choice(["delivered\n", "collected by %s\n" % f.rel, "delivered - left with neighbour (consent on file)\n"]))
        wk = util.add_days(wk, 7)
    d.t("\nNotes: %s\n" % ctx.ty(rng.choice([
        "Carers report one day's compartments found untouched - GP informed re possible decline in memory.",
        "Two trays found at home when delivering; patient double-dosing? Spoke to NOK.",
        "Patient asked to have evening and bedtime combined - not possible, different timings.",
        "Tablet appearance changed (new manufacturer) - description label updated.",
        "Hospital admission - trays suspended until DMS referral received.",
    ])))
