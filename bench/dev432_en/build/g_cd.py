"""Genres: controlled drugs register entry; supervised consumption log."""
import ids
import util
from doc import ph, lit, join
import common as C
import pools_drugs as PD
import pools_orgs as PO
import world as W

REG_TITLE = {
    "UK": "CONTROLLED DRUGS REGISTER (Misuse of Drugs Regulations 2001, Sch. 6)",
    "IE": "CONTROLLED DRUGS REGISTER - Misuse of Drugs Regulations 2017 (Schedule 2)",
    "AU": "DRUGS OF DEPENDENCE (S8) REGISTER",
    "CA": "NARCOTIC & CONTROLLED DRUG REGISTER",
    "US": "SCHEDULE II PERPETUAL INVENTORY / DISPENSING LOG",
}


def _presc_licence(rng, c, doc):
    if c == "US":
        return "DEA", doc.dea
    if c == "UK":
        return rng.choice(["GMC", "Prescriber code"]), (doc.gmc if rng.random() < 0.6 else doc.code)
    if c == "IE":
        return "MCRN", ids.digits(rng, 6)
    if c == "AU":
        return "Prescriber no.", ids.digits(rng, 7)
    return "Lic #", ids.digits(rng, 5)


def _id_doc(rng, c, person, dob, female):
    if c == "UK" and rng.random() < 0.6:
        return "driving licence", ids.uk_driving_licence(rng, person.last, person.first, dob, female)
    return "driver licence" if c != "UK" else "driving licence", ids.other_driving_licence(rng, c)


def cd_register(ctx, d):
    rng, c = ctx.rng, ctx.c
    drug = rng.choice(PD.CONTROLLED)
    name, sched, form, sig, qty = drug
    d.t(REG_TITLE[c] + "\n")
    d.f("Premises: {n:HOSPITAL}, {a}\n", n=ctx.ph.name, a=C.addr(ctx.ph.addr, "line"))
    if rng.random() < 0.5:
        d.f("Register: electronic ({sys}) - terminal {ip:IPADDR}\n", sys=rng.choice(["CDRx", "Titan CD", "ProScript Connect", "RxWeb"]),
            ip=ctx.ph.ip)
    d.t("Class/Drug: %s   %s\nForm: %s\n" % (name, sched, form))
    n_entries = rng.randrange(2, 6)
    qs = [qty if rng.random() < 0.7 else max(qty // 2, 1) for _ in range(n_entries)]
    need = sum(qs)
    bal = rng.randrange(0, need + 1)
    d.t("Balance brought forward: %d %s\n\n" % (bal, form))
    when = util.add_days(ctx.date, -rng.randrange(0, 10))
    if bal < need or rng.random() < 0.5:
        d.t("ENTRIES OF CDs OBTAINED\n")
        d.t("Date | Supplier | Qty | Invoice | Balance | Entered by\n")
        wh = rng.choice(PO.WHOLESALERS)
        wa = W.address(rng, c)
        got = qty * max(1, -(-(need - bal) // qty)) if bal < need else qty
        bal += got
        who = ctx.staff("pharmacist", "pharmacy technician", "dispenser")
        d.f("{d} | {w:ORGANIZATION}, {a} | {q} | {i:ACCOUNT} | {b} | {u}\n", d=C.dt(ctx, when), w=wh,
            a=C.addr(wa, "line"), q=got, i="INV-" + ids.digits(rng, 6), b=bal, u=C.nm(rng, who, "DOCTOR", "init"))
        d.t("\n")
    d.t("ENTRIES OF CDs SUPPLIED\n")
    for i in range(n_entries):
        when = util.add_days(when, rng.randrange(0, 4))
        p = W.patient(rng, c, ctx.date, (19, 95), town=ctx.local_town())
        pr = rng.choice(ctx.ph.local_practices) if rng.random() < 0.7 else ctx.world.pick_practice(rng, c)
        doc = rng.choice(pr.doctors)
        lab, lic = _presc_licence(rng, c, doc)
        q = qs[i]
        bal -= q
        d.f("#{k} Date supplied: {d}\n", k=i + 1, d=C.dt(ctx, when))
        d.f("   Supplied to: {n}, {a}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First", "fml"])),
            a=C.addr(p.addr, "line"))
        d.f("   Prescriber: {dn}, {h:HOSPITAL}, {a}  ({l} {lc:LICENSE})\n", dn=C.dr(rng, doc, "Dr full"), h=pr.name,
            a=C.town(pr.addr), l=lab, lc=lic)
        if c == "UK" and rng.random() < 0.5:
            d.f("   Rx: EPS {e:IDNUM}\n", e=ids.eps_id(rng))
        elif c == "US":
            d.f("   Rx# {e:IDNUM}\n", e=ids.digits(rng, 7))
        d.t("   Qty supplied: %d %s   Sig: %s\n" % (q, form, sig))
        col = rng.choice(["patient", "patient representative", "healthcare professional", "delivered"])
        if col == "patient":
            kind, num = _id_doc(rng, c, p, p.dob, p.female)
            d.f("   Collected by: patient. ID requested: Y  ID provided: Y ({k} {x:LICENSE})\n", k=kind, x=num)
        elif col == "patient representative":
            f = C.fam(p)
            fdob = util.dob_for_age(rng, rng.randrange(20, 70), ctx.date)
            kind, num = _id_doc(rng, c, f, fdob, f.female)
            d.f("   Collected by: {n} ({r}) - ID requested: Y  provided: Y, {k} {x:LICENSE}\n",
                n=C.fam_name(rng, f, "full"), r=f.rel, k=kind, x=num)
            if rng.random() < 0.3:
                d.f("   Rep vehicle reg noted: {v:VEHICLE}\n", v=ids.vehicle(rng, c))
        elif col == "healthcare professional":
            ch = rng.choice(PO.CARE_HOMES)
            nurse = C.staff_member_like(rng, c, "nurse")
            d.f("   Collected by: {n}, RN, {h:HOSPITAL} (NMC {x:LICENSE}) - name and address recorded\n",
                n=C.nm(rng, nurse, "DOCTOR", "full"), h=ch, x=ids.nmc(rng))
        else:
            drv = ctx.staff("driver")
            d.f("   Delivered by: {n} (driver), vehicle {v:VEHICLE}; signature obtained from {s}\n",
                n=C.nm(rng, drv, "DOCTOR", rng.choice(["full", "first"])), v=ctx.ph.van,
                s=rng.choice(["patient", "patient's " + C.fam(p).rel]))
        who = ctx.pharmacist()
        d.f("   Running balance: {b}   Pharmacist: {i}\n", b=bal, i=C.nm(rng, who, "DOCTOR", rng.choice(["init", "f_last"])))
        if rng.random() < 0.3:
            d.f("   Entry {e:IDNUM} by user {u:USERNAME}\n", e=ids.cd_entry(rng), u=who.user)
        d.t("\n")
    chk = ctx.pharmacist()
    d.f("Balance check {d}: physical stock {b} {f} = register. Checked by {n}", d=C.dt(ctx, util.add_days(when, 1)),
        b=bal, f=form, n=C.nm(rng, chk, "DOCTOR", "full"))
    if rng.random() < 0.5:
        wit = ctx.staff("pharmacy technician", "dispenser")
        d.f(", witness {w}", w=C.nm(rng, wit, "DOCTOR", "full"))
    d.t(".\n")
    if rng.random() < 0.35:
        p = W.patient(rng, c, ctx.date, (55, 98))
        f = C.fam(p)
        d.f("\nPatient returns: {q} x {dr} returned by {n} ({r} of the late {pn}) on {dd}; "
            "denatured in DOOP kit, witnessed by {w} (authorised witness).\n",
            q=rng.randrange(3, 40), dr=name.split(" (")[0], n=C.fam_name(rng, f, "full"), r=f.rel,
            pn=C.nm(rng, p, "PATIENT", rng.choice(["title_last", "full"])), dd=C.dt(ctx, ctx.date),
            w=C.nm(rng, C.staff_member_like(rng, c, "inspector"), "DOCTOR", "full"))
    if rng.random() < 0.4:
        d.t("Note: %s\n" % ctx.ty(rng.choice([
            "Strength/formulation checked against Rx - brand prescribing maintained for MR preparation.",
            "Rx valid 28 days from date on Rx; quantity in words and figures checked.",
            "Owing slip issued for balance; owing must be supplied within 28 days.",
            "CD cabinet key held by RP only.",
        ])))


def supervised(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    drug, unit = rng.choice(PD.OST)
    dose = rng.choice([30, 40, 50, 60, 70, 80, 95, 110]) if unit == "ml" else rng.choice([4, 8, 12, 16])
    svc = rng.choice(PO.DRUG_SERVICES)
    svc_addr = W.address(rng, c, ctx.ph.town)
    presc = C.Obj(first=rng.choice(C.PN.FEMALE + C.PN.MALE), last=rng.choice(C.PN.SURNAMES))
    kw = C.staff_member_like(rng, c, "keyworker")
    d.t("SUPERVISED CONSUMPTION / INSTALMENT DISPENSING RECORD\n")
    d.f("{n:HOSPITAL}\n", n=ctx.ph.name)
    d.t("Drug: %s   Dose: %d%s daily\n" % (drug, dose, unit))
    d.f("Client: {n}   DOB: {b}  ({a:AGE})\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First", "fml"])),
        b=C.dob(ctx, p), a=p.age)
    if p.nick and rng.random() < 0.6:
        d.f("Known as: {k:PATIENT}\n", k=p.nick)
    d.f("Address: {a}\n", a=C.addr(p.addr, "line"))
    d.add(C.ids_block(ctx, p)).t("\n")
    d.t("ID check: photo on file")
    if rng.random() < 0.75:
        d.f("; biometric (fingerprint) ID {b:BIOID}", b=ids.bioid(rng))
    d.t("\n")
    d.f("Prescriber: {dr}, {s:HOSPITAL}, {a}, tel {t:PHONE}\n", dr=C.dr(rng, presc, "Dr full"), s=svc,
        a=C.town(svc_addr), t=ids.phone(rng, c, svc_addr.area))
    d.f("Key worker: {k} ({t:PHONE})\n", k=C.nm(rng, kw, "DOCTOR", rng.choice(["full", "first"])), t=ids.phone(rng, c, mobile=True))
    start = util.add_days(ctx.date, -rng.randrange(0, 5))
    end = util.add_days(start, 13)
    ser = {"UK": "FP10MDA-SS ", "IE": "MTP ", "AU": "ODTP ", "CA": "OAT Rx "}.get(c, "")
    d.f("Rx period: {a} to {b}   Rx serial {s:IDNUM}\n", a=C.dt(ctx, start), b=C.dt(ctx, end), s=ids.digits(rng, 9)) \
        if not ser else d.f("Rx period: {a} to {b}   {l}serial {s:IDNUM}\n", a=C.dt(ctx, start), b=C.dt(ctx, end),
                            l=ser, s=ids.digits(rng, 9))
    sup_days, th = rng.choice([("Mon-Sat", "Sun"), ("daily", "none"), ("Mon-Fri", "Sat + Sun"), ("Mon-Sat", "Sun + bank holidays")])
    home = {"Sun": [6], "none": [], "Sat + Sun": [5, 6], "Sun + bank holidays": [6]}[th]
    d.t("Instalments: supervised %s; take-home %s\n\n" % (sup_days, th))
    d.t("Date        Dose     Supervised  Time   Staff  Comment\n")
    day = start
    missed = 0
    run = 0
    worst = 0
    for i in range(rng.randrange(6, 14)):
        st = ctx.staff("pharmacist", "independent prescriber")
        r = rng.random()
        d.add(ph(util.wd_date(day, c), "DATE"))
        if day.weekday() in home:
            d.t("   %d%-4s  take-home   --     " % (dose, unit))
            d.add(C.nm(rng, st, "DOCTOR", "init"))
            d.t("     supplied with previous day's dose\n")
        elif r < 0.12:
            missed += 1
            run += 1
            worst = max(worst, run)
            d.t("   --       MISSED      --     ")
            d.add(C.nm(rng, st, "DOCTOR", "init"))
            d.t("     not attended\n")
        elif r < 0.18:
            d.t("   WITHHELD --          %02d:%02d  " % (rng.randrange(8, 18), rng.randrange(60)))
            d.add(C.nm(rng, st, "DOCTOR", "init"))
            d.t("     appeared intoxicated, slurred speech; prescriber informed\n")
        else:
            d.t("   %d%-4s  Y           %02d:%02d  " % (dose, unit, rng.randrange(8, 18), rng.randrange(60)))
            d.add(C.nm(rng, st, "DOCTOR", "init"))
            d.t("     %s\n" % rng.choice(["water given after", "", "", "observed, spoke after",
                                          "tablet dissolved under tongue" if unit == "mg" else "drank in full, observed"]))
        if r >= 0.12 and day.weekday() not in home:
            run = 0
        day = util.add_days(day, 1)
    d.t("\nNotes:\n")
    if missed >= 1:
        d.f("- Missed dose(s) reported to {k} at {s:HOSPITAL} by phone; {x}\n", k=C.nm(rng, kw, "DOCTOR", "first"), s=svc,
            x="3 consecutive missed - no further supply until reassessed" if worst >= 3 else "advised to attend next day")
    if rng.random() < 0.4:
        f = C.fam(p)
        d.f("- Nominated collector (if unwell): {n} ({r}), letter from prescriber on file dated {dd}\n",
            n=C.fam_name(rng, f, "full"), r=f.rel, dd=C.dt(ctx, util.add_days(start, -3)))
    if rng.random() < 0.4:
        d.t("- Naloxone: Prenoxad kit offered/supplied; overdose awareness discussed.\n")
    if rng.random() < 0.3:
        d.f("- Client starting work as {o:PROFESSION} next month - requests earlier collection time.\n", o=p.profession)
    d.t("- %s\n" % ctx.ty(rng.choice(["No signs of intoxication at any supervised dose.",
                                     "Client stable; discussed split dosing with prescriber.",
                                     "Dose increased by prescriber from previous Rx; first dose observed 30 min.",
                                     "Queried dose with service before first instalment - confirmed."])))
    if rng.random() < 0.3:
        d.f("- Entries reviewed by {n}, RP, {dd}\n", n=C.nm(rng, ctx.pharmacist(), "DOCTOR", "full"), dd=C.dt(ctx, end))
