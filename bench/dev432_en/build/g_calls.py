"""Genre: pharmacy telephone / message log (several callers per page)."""
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD
import pools_orgs as PO
import world as W


def _time(rng):
    return "%02d:%02d" % (rng.randrange(8, 19), rng.randrange(60))


def _entry(ctx, d, day, tm):
    rng, c = ctx.rng, ctx.c
    p = W.patient(rng, c, ctx.date)
    taker = ctx.staff("dispenser", "pharmacy technician", "counter assistant", "pharmacist")
    d.add(ph(util.short_date(day, c), "DATE")).t(" %02d:%02d  " % divmod(tm, 60))
    k = rng.randrange(9)
    if k == 6 and c != "UK":
        k = 8
    if k == 0:
        d.f("Pt {n} (DOB {b} confirmed) - asking if repeat ready. ", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "title_last"])),
            b=C.dob(ctx, p))
        d.t(rng.choice(["Not yet received from surgery - chased.", "Ready, owing 14 amlodipine.", "Awaiting stock, MSO."]))
        d.f(" Call back {t:PHONE}.", t=p.mobile)
    elif k == 1:
        f = C.fam(p)
        d.f("{r} of {pn} ({n}) - ", r=util.cap1(f.rel), pn=C.nm(rng, p, "PATIENT", rng.choice(["full", "title_last"])),
            n=C.fam_name(rng, f, "first"))
        d.t(ctx.ty(rng.choice(["mum's tray missing lunchtime tablets, checked - correct, lunchtime slot empty by design",
                               "dad discharged yesterday, asks if DMS referral received",
                               "wants to collect CD on his behalf - advised bring ID",
                               "reports new rash since starting antibiotics - advised stop and see GP today"])))
        d.f(". Tel {t:PHONE}.", t=f.phone)
    elif k == 2:
        rec = C.staff_member_like(rng, c, "receptionist")
        d.f("{n} at {pr:HOSPITAL} - ", n=C.nm(rng, rec, "DOCTOR", rng.choice(["first", "full"])), pr=ctx.pr.name)
        d.f("re Rx for {pn}: ", pn=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First"])))
        d.t(rng.choice(["dose of levothyroxine changed to 75mcg", "GP cancelled duplicate omeprazole",
                        "asks us to make emergency supply until GP back from leave", "EPS re-sent, token lost",
                        "amoxicillin changed to clarithromycin (pen allergy)", "quantity query - 56 not 28 intended",
                        "Rx needs to be re-signed (advanced e-signature missing)", "prescriber to issue alternative for out-of-stock HRT"]))
        d.f(". Ext {x:PHONE}.", x=ids.extension(rng))
    elif k == 3:
        hp = C.staff_member_like(rng, c, "pharmacist")
        w = rng.choice(ctx.hosp.wards)
        d.f("{n}, ward pharmacist {w:HOSPITAL}, {h:HOSPITAL} - ", n=C.nm(rng, hp, "DOCTOR", "full"), w=w, h=ctx.hosp.name)
        d.f("confirming usual meds for {pn} (adm {a}). Bleep {b:PHONE}.", pn=C.nm(rng, p, "PATIENT", "full"),
            a=C.dt(ctx, util.add_days(day, -1)), b=ids.pager(rng))
    elif k == 4:
        ch = rng.choice(PO.CARE_HOMES)
        nurse = C.staff_member_like(rng, c, "nurse")
        d.f("{h:HOSPITAL} (nurse {n}) - {x} for resident {pn}, room {r:LOCATION_OTHER}. ", h=ch,
            n=C.nm(rng, nurse, "DOCTOR", rng.choice(["first", "full"])), pn=C.nm(rng, p, "PATIENT", "full"),
            r=str(rng.randrange(1, 40)) + rng.choice(["", "", "A", "B"]),
            x=rng.choice(["MAR chart query", "end of life meds (just in case) needed today",
                          "PRN paracetamol running low", "antibiotic started by OOH"]))
        d.f("Tel {t:PHONE}.", t=ids.phone(rng, c, ctx.ph.addr.area))
    elif k == 5:
        wh = rng.choice(PO.WHOLESALERS)
        d.f("{w:ORGANIZATION} - ", w=wh)
        d.t(rng.choice(["afternoon delivery delayed, van breakdown", "CD invoice query", "Creon 25000 now available, 3 packs reserved"]))
        d.f("; acct {a:ACCOUNT}.", a=ids.account(rng))
    elif k == 6:
        d.f("NHS 111 - urgent supply referral for {pn}, ref {r:IDNUM}; pt to attend by 18:00.",
            pn=C.nm(rng, p, "PATIENT", "full"), r=ids.referral_id(rng))
    elif k == 7:
        op = W.pharmacy(rng, c)
        st = C.staff_member_like(rng, c, "pharmacist")
        d.f("{o:HOSPITAL} ({s}) - ", o=op.name, s=C.nm(rng, st, "DOCTOR", "full"))
        d.f("pt {pn} collecting from them while on holiday, asks for last supply date of sertraline.",
            pn=C.nm(rng, p, "PATIENT", "full"))
        d.f(" Tel {t:PHONE}", t=op.phone)
        d.t(".")
    else:
        q = rng.choice([("Gaviscon", "levothyroxine", "separate by 4h"), ("ibuprofen 200mg", "apixaban", "avoid - bleeding risk, use paracetamol"),
                        ("Sudafed", "amlodipine", "avoid - raises BP"), ("loratadine 10mg", "sertraline", "ok"),
                        ("Rennie", "ferrous fumarate", "separate by 2h"), ("Nytol", "mirtazapine", "avoid - additive drowsiness"),
                        ("paracetamol 500mg", "co-codamol 30/500", "NO - both contain paracetamol"),
                        ("St John's wort", "citalopram", "avoid - serotonin syndrome risk"),
                        ("cetirizine 10mg", "ramipril", "ok"), ("Canesten Duo", "atorvastatin", "speak to pharmacist - fluconazole interaction")])
        d.f("Pt {n} - asks if can take {o} with {m}. Advised {a}.", n=C.nm(rng, p, "PATIENT", "full"), o=q[0], m=q[1], a=q[2])
        if rng.random() < 0.5:
            d.f(" Email reply sent to {e:EMAIL}.", e=p.email)
    d.t("  [")
    d.add(C.nm(rng, taker, "DOCTOR", "init"))
    d.t("]\n")


def call_log(ctx, d):
    rng, c = ctx.rng, ctx.c
    d.t("TELEPHONE & MESSAGE LOG\n")
    d.f("{n:HOSPITAL}  -  {a}\n", n=ctx.ph.name, a=C.town(ctx.ph.addr))
    start = util.add_days(ctx.date, -rng.randrange(0, 3))
    d.f("Week commencing: {d}\n", d=C.dt(ctx, start))
    d.t("Date  Time   Caller / details                                             Taken by\n")
    d.t("-" * 70 + "\n")
    day = start
    tm = rng.randrange(510, 600)
    for i in range(rng.randrange(6, 11)):
        if rng.random() < 0.35 or tm > 1060:
            day = util.add_days(day, 1)
            tm = rng.randrange(510, 600)
        _entry(ctx, d, day, tm)
        tm += rng.randrange(6, 95)
    d.t("\nActions outstanding:\n")
    for i in range(rng.randrange(1, 3)):
        p = W.patient(rng, c, ctx.date)
        d.f("- {n}: {x}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["title_last", "full"])),
            x=ctx.ty(rng.choice(["chase surgery re missing item", "order Fostair - awaiting stock", "call back re NMS follow-up",
                                 "book flu jab", "ring daughter re tray delivery time"])))
    rp = ctx.pharmacist()
    d.f("Log reviewed by RP: {n}", n=C.nm(rng, rp, "DOCTOR", rng.choice(["full", "f_last"])))
    if rng.random() < 0.5:
        d.f(" (login {u:USERNAME})", u=rp.user)
    d.t("\n")
