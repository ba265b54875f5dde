"""Genres: SBAR ward handover, bed state, site capacity report, medical take list."""
import datetime as dt
from core import Note, P, Seq
from values import cell, rlen
from people import Person, Staff, relative
import pools as PL


def clin(ctx, surg=False):
    r = ctx.r
    return r.choice(PL.DIAG_SURG if surg else PL.DIAG_MED)


def nok_line(ctx, pt):
    r = ctx.r
    rel = r.choice(PL.RELATIONS)
    fam = relative(ctx, rel)
    k = r.random()
    if k < 0.35:
        return Seq(["NOK: ", fam.full(), " (" + rel + ") ", ctx.phone()])
    if k < 0.6:
        return Seq(["NOK ", rel, " ", fam.first(), " - mob ", ctx.phone("mob")])
    if k < 0.8:
        return Seq([rel.capitalize(), " ", fam.full(), " is NOK, contact on ", ctx.phone(), " or ", ctx.phone("mob")])
    return Seq(["Next of kin ", fam.titled(), " (", rel, "), tel ", ctx.phone()])


def social(ctx, pt):
    r = ctx.r
    k = r.random()
    if k < 0.3:
        if r.random() < 0.3:
            st, co = ctx.foreign()
            return Seq(["Lives alone in ", ctx.town(), ". Originally from ", st, ", ", co, "; former ", ctx.prof(), "."])
        return Seq(["Lives alone in ", ctx.town(), ", ", r.choice(["QDS", "BD", "TDS", "no"]), " carers. ",
                    "Former ", ctx.prof(), "."])
    if k < 0.55:
        fam = Person(ctx, "FAMILY")
        rel = r.choice(["wife", "husband", "partner", "son", "daughter"])
        fam = relative(ctx, rel)
        return Seq(["Lives with ", rel, " ", fam.first(),
                    " at ", ctx.street(), ", ", ctx.town(), ". Was a ", ctx.prof(), "."])
    if k < 0.75:
        return Seq(["Resident of ", ctx.hosp("home"), ", ", ctx.town(), "."])
    return Seq(["Independent pre-admission, mobilises with ", r.choice(["stick", "Zimmer frame", "rollator", "no aid"]),
                ". Works as a ", ctx.prof(), "."])


# ---------------------------------------------------------------- SBAR
def sbar_handover(ctx):
    r = ctx.r
    n = Note()
    nic = Staff(ctx)
    ward = P(ctx.ward, "HOSPITAL")
    hosp = P(ctx.hospital, "HOSPITAL")
    head = r.choice([
        "{hosp}\n{ward} - Nursing Handover (SBAR)\nDate: {date}   Shift: {shift}\nNurse in charge: {nic}   bleep {bleep}\n\n",
        "SBAR HANDOVER SHEET | {ward} | {hosp}\n{date} | {shift} | NIC {nic} (ext {bleep})\n========================================\n",
        "Ward: {ward}\nSite: {hosp}\nHandover date: {date}\nShift: {shift}\nCompleted by: {nic}\nBleep: {bleep}\n\n",
    ])
    n.f(head, hosp=hosp, ward=ward, date=ctx.date(style=r.choice(["dmy4", "wdord", "dmony", "wdshort"])),
        shift=r.choice(["LD -> N", "Day to Night", "Night to Early", "07:30 handover", "19:30 handover"]),
        nic=nic.nurse(), bleep=ctx.bleep())
    surg = "Ward 7B" in ctx.ward or r.random() < 0.4
    for i in range(r.randint(3, 5)):
        pt = Person(ctx)
        adm = ctx.day(back=9)
        dr = Staff(ctx, doctor=True)
        sep = r.choice(["\n--- ", "\n### ", "\n[", "\n"])
        close = {"\n--- ": " ---", "\n### ": "", "\n[": "]", "\n": ""}[sep]
        n.f(sep + "{bed} {name}, {age}, hosp no {mrn}" + close + "\n",
            bed=ctx.bedcode(), name=pt.formal(), age=ctx.age(pt.age, pt.sex), mrn=ctx.mrn())
        if r.random() < 0.5:
            n.f("DOB {dob}  NHS/IHI {nhs}\n", dob=ctx.dob(pt.age), nhs=ctx.nhs())
        full = r.random() < 0.5
        lab = (lambda k: {"S": "Situation: ", "B": "Background: ", "A": "Assessment: ", "R": "Recommendation: "}[k]) if full \
            else (lambda k: k + ": ")
        n.f(lab("S") + "Admitted {adm} with {dx}. {vit}, {vit2}.\n", adm=ctx.date(adm), dx=clin(ctx, surg),
            vit=r.choice(PL.VITALS), vit2=r.choice(PL.VITALS))
        n.t(lab("B") + r.choice(PL.EPONYM_SIGNS) + ". ")
        n.put(social(ctx, pt))
        n.t(" ")
        n.put(nok_line(ctx, pt))
        n.t(".\n")
        n.f(lab("A") + "{ref} {state}. {lab1}, {lab2}. On {drug}.\n", ref=pt.ref(),
            state=r.choice(["settled overnight", "more confused this pm", "pain controlled", "eating 1/4 of meals",
                            "remains on 2L O2", "mobilised with physio x2", "vomited x1 at 14:00"]),
            lab1=r.choice(PL.LABS), lab2=r.choice(PL.LABS), drug=r.choice(PL.DRUGS))
        rec = r.choice([
            "Review by {dr} (bleep {bl}) if NEWS2 >= 5. ",
            "{dr} to chase CT report. ",
            "Family meeting with {dr} on {d2} at 14:00. ",
            "For TTO; {dr} aware. EDD {d2}. ",
        ])
        n.t(lab("R"))
        n.f(rec, dr=dr.dr(), bl=ctx.bleep(), d2=ctx.date(ctx.day(fwd=4), r.choice(["dm", "wd", "ordm", "dmy2"])))
        if r.random() < 0.35:
            n.f("Syringe driver SN {dev} re-sited {t}. ", dev=ctx.device(), t=ctx.time())
        if r.random() < 0.25:
            n.f("Falls sensor pad (asset {dev}). ", dev=ctx.device())
        n.t(r.choice(["DNACPR in place.", "For full escalation.", "Ceiling of care: ward-based.", "", "4AT repeat at 22:00."]))
        n.t("\n")
    n.f(r.choice(["\nHandover given by {a}, received by {b}.\n", "\nSigned: {a} / {b}\n", "\n-- {a} to {b} --\n"]),
        a=nic.nurse(), b=Staff(ctx).nurse())
    return n


# ---------------------------------------------------------------- bed state
def bed_state(ctx):
    r = ctx.r
    n = Note()
    ward = P(ctx.ward, "HOSPITAL")
    pipe = r.random() < 0.5
    n.f(r.choice(["BED STATE - {ward} - {hosp}\n{date} at {t}\n", "{hosp}\nWard bed state: {ward}\nAs of {t} on {date}\n",
                  "Daily bed state report\nWard: {ward} ({hosp})\nDate: {date}  Time: {t}\n"]),
        ward=ward, hosp=P(ctx.hospital, "HOSPITAL"), date=ctx.date(style=r.choice(["wdord", "dmy4", "wdshort", "dmony", "iso"])),
        t=r.choice(["07:00", "13:30", "20:00", "06:45"]))
    n.f("Completed by {nm}, ward clerk (login {u})\n\n", nm=Person(ctx, "DOCTOR").full(), u=ctx.username())
    cols = [5, 24, 6, 14, 12, 8, 16]
    heads = ["Bed", "Patient", "Age", "Consultant", "Hosp No", "EDD", "Status"]
    if pipe:
        n.t("| " + " | ".join(heads) + " |\n|" + "|".join("---" for _ in heads) + "|\n")
    else:
        n.t("".join(h.ljust(w) for h, w in zip(heads, cols)).rstrip() + "\n")
    bays = r.sample("ABCDE", 3)
    occ = 0
    total = 0
    cons_pool = [Staff(ctx, doctor=True) for _ in range(3)]
    for b in bays:
        for k in range(1, r.randint(4, 6) + 1):
            total += 1
            bedv = P("%s%d" % (b, k), "LOCATION_OTHER")
            if r.random() < 0.12:
                row = [bedv, r.choice(["-- empty --", "CLOSED (D&V)", "blocked - cleaning", "EMPTY"]), "", "", "", "", ""]
            else:
                occ += 1
                pt = Person(ctx)
                c = r.choice(cons_pool)
                row = [bedv, r.choice([pt.formal(), pt.formal(), pt.full(), pt.initials()]),
                       r.choice([P(str(pt.age), "AGE"), Seq([P(str(pt.age), "AGE"), pt.sex])]),
                       r.choice([Seq(["Dr ", c.P(c.surname)]), c.P(c.surname.upper())]), ctx.mrn(),
                       ctx.date(ctx.day(fwd=6), r.choice(["dm", "dmy2", "wd"])) if r.random() < 0.7 else "TBC",
                       r.choice(["MO - awaiting POC", "active", "NBM for theatre", "TTO pending", "IPC precautions",
                                 "DNACPR", "awaiting NH bed", "for echo", "SALT review", "MFFD"])]
            if pipe:
                n.t("| ")
                for j, v in enumerate(row):
                    n.put(v)
                    n.t(" | " if j < len(row) - 1 else " |\n")
            else:
                for j, v in enumerate(row):
                    if j < len(row) - 1:
                        n.put(cell(v, cols[j]))
                    else:
                        n.put(v)
                n.t("\n")
    n.f("\nSide rooms: {a} {pa} (C. diff), SR {b} {pb} - end of life, family resident.\n",
        a=P("SR%d" % r.randint(1, 4), "LOCATION_OTHER"), pa=Person(ctx).initials(),
        b=P(str(r.randint(5, 8)), "LOCATION_OTHER"), pb=Person(ctx).titled())
    n.t("Beds open %d, occupied %d, expected discharges %d, NEWS2 >=5: %d.\n" % (total, occ, r.randint(0, 5), r.randint(0, 3)))
    if r.random() < 0.6:
        n.f("Live board: {u}  (workstation {ip})\n", u=ctx.url(), ip=ctx.ip())
    n.f("Queries to ward clerk ext {e} or {em}\n", e=ctx.ext(), em=ctx.email())
    return n


# ---------------------------------------------------------------- site capacity
def site_capacity(ctx):
    r = ctx.r
    n = Note()
    sm = Staff(ctx)
    oc = Person(ctx, "DOCTOR")
    hosp = P(ctx.hospital, "HOSPITAL")
    n.f("SITE CAPACITY REPORT\n{hosp}\n{huddle} huddle - {date}\n\n", hosp=hosp,
        huddle=r.choice(["08:00", "12:00", "16:00", "20:00"]), date=ctx.date(style=r.choice(["wdord", "dmy4", "ord", "wdshort"])))
    n.f("Site manager: {sm}, bleep {b}\nOn-call manager: {oc} (mob {ph})\nExecutive on call: {ex}\n",
        sm=sm.nurse(), b=ctx.bleep(), oc=oc.full(), ph=ctx.phone("mob"), ex=Person(ctx, "DOCTOR").titled())
    n.t("OPEL %d. ED: %d in dept, %d DTA, longest wait %dh %02dm. %d ambulances queued.\n\n" % (
        r.randint(2, 4), r.randint(30, 90), r.randint(5, 30), r.randint(6, 40), r.randint(0, 59), r.randint(0, 9)))
    n.t("WARD           OPEN  EMPTY  PEND-D/C  COMMENTS\n")
    for w in r.sample(PL.WARDS, r.randint(5, 8)):
        wv = P(w, "HOSPITAL")
        n.put(cell(wv, 15))
        n.t("%-6d%-7d%-10d" % (r.randint(20, 32), r.randint(0, 3), r.randint(0, 6)))
        k = r.random()
        if k < 0.3:
            n.f("bay {b} closed norovirus, {x} pts exposed\n", b=P(r.choice("ABCDE"), "LOCATION_OTHER"), x=r.randint(2, 6))
        elif k < 0.55:
            n.f("{pt} ({age}) in {bed} ready for {home} {d}\n", pt=Person(ctx).initials(), age=P(str(r.randint(70, 99)), "AGE"),
                bed=ctx.bedcode(), home=ctx.hosp("home"), d=ctx.date(ctx.day(fwd=2), r.choice(["weekday", "dm", "wd"])))
        elif k < 0.7:
            n.t("staffing: 1 RN short nights, bank requested\n")
        else:
            n.t("no issues\n")
    n.t("\nESCALATIONS\n")
    for _ in range(r.randint(2, 4)):
        pt = Person(ctx)
        k = r.random()
        if k < 0.35:
            n.f("- {pt}, {age}, ED cubicle {c}, {dx}, awaiting {w} (bed request {br})\n", pt=pt.formal(),
                age=ctx.age(pt.age, pt.sex, "sexc"), c=P(str(r.randint(1, 24)), "LOCATION_OTHER"), dx=clin(ctx),
                w=P(r.choice(PL.WARDS), "HOSPITAL"), br=ctx.idnum("bedreq"))
        elif k < 0.6:
            n.f("- Repatriation: {pt} (hosp no {m}) to {h2}; crew booked {t}, vehicle {v}\n", pt=pt.full(), m=ctx.mrn(),
                h2=P(r.choice(PL.UK_HOSPITALS + PL.IE_HOSPITALS), "HOSPITAL"), t=ctx.time(), v=ctx.vehicle())
        elif k < 0.8:
            n.f("- Outlier {pt} on {w} under Dr {c}; moved at {t} from {w2}\n", pt=pt.titled(), w=P(r.choice(PL.WARDS), "HOSPITAL"),
                c=Person(ctx, "DOCTOR").P(r.choice(PL.SURNAMES)), t=ctx.time(), w2=ctx.hosp("unit"))
        else:
            st, co = ctx.foreign()
            n.f("- {pt} ({age}) visitor from {city}, {st}, {co}; travel insurer reference {hp}, SSN {ss}\n", pt=pt.full(),
                age=P(str(pt.age), "AGE"), city=P(r.choice(["Dayton", "Eugene", "Tucson", "Duluth", "Savannah", "Kingsport", "Bend"]), "CITY"),
                st=st, co=co, hp=ctx.healthplan(), ss=P("9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999)), "SSN"))
    n.f("\nNext huddle {t}. Circulate to {em}. Dashboard: {u}\n", t=r.choice(["12:00", "16:00", "20:00"]),
        em=ctx.email(), u=ctx.url())
    n.f("Report author: {a} ({u})\n", a=sm.full(), u=ctx.username(sm.given, sm.surname))
    return n


# ---------------------------------------------------------------- medical take list
def take_list(ctx):
    r = ctx.r
    n = Note()
    cons = Staff(ctx, doctor=True)
    reg = Staff(ctx, doctor=True)
    d0 = ctx.today
    n.f(r.choice(["MEDICAL TAKE LIST  {d1} 08:00 - {d2} 08:00\n", "Acute medical take: {d1} to {d2}\n",
                  "{hosp} - AMU take list\nFrom {d1} 09:00 until {d2} 09:00\n"]),
        d1=ctx.date(d0, r.choice(["dmy4", "wd", "dmony", "ordm"])),
        d2=ctx.date(d0 + dt.timedelta(days=1), r.choice(["dmy4", "wd", "dmony", "ordm"])), hosp=P(ctx.hospital, "HOSPITAL"))
    n.f("Post-take consultant: {c}   Med reg: {g} (bleep {b})   SHO: {s}\n\n", c=cons.dr(), g=reg.dr(), b=ctx.bleep(),
        s=Staff(ctx, doctor=True).P(r.choice(PL.STAFF_GIVEN)))
    pipe = r.random() < 0.5
    if pipe:
        n.t("# | Time | Patient | Age/Sex | Hosp no / Enc | Where | PC | Clerked | Outcome\n")
    else:
        n.t("No  Time   Patient                     A/S    MRN          Where        PC / Dx\n")
    for i in range(1, r.randint(6, 12)):
        pt = Person(ctx)
        where = r.choice([Seq(["ED cub ", P(str(r.randint(1, 20)), "LOCATION_OTHER")]), Seq(["Resus ", P(str(r.randint(1, 4)), "LOCATION_OTHER")]),
                          Seq(["AMU ", ctx.bedcode()]), P(r.choice(PL.WARDS), "HOSPITAL"), Seq(["GP exp - ", ctx.hosp("gp")])])
        asx = r.choice([Seq([P(str(pt.age), "AGE"), pt.sex]), Seq([P(str(pt.age), "AGE"), "/" + pt.sex]),
                        Seq([P(str(pt.age), "AGE"), " " + pt.sex])])
        t = ctx.time()
        if pipe:
            n.f("%d | %s | {pt} | {a} | {m} / {enc} | {w} | {pc} | {cl} | {o}\n" % (i, t), pt=pt.formal(), a=asx, m=ctx.mrn(),
                enc=ctx.account(), w=where,
                pc=clin(ctx), cl=Staff(ctx, doctor=True).sig(), o=r.choice(["admit", "AEC", "d/c", "home with OPAT", "ICU review",
                                                                        "transfer CCU", "ambulatory"]))
        else:
            n.t("%-4d%-7s" % (i, t))
            n.put(cell(pt.formal(), 28))
            n.put(cell(asx, 7))
            n.put(cell(ctx.mrn(), 13))
            n.put(cell(where, 13))
            n.t(clin(ctx) + "\n")
    n.t("\nNotes:\n")
    pt = Person(ctx)
    n.f("- {p} ({a}) self-discharged {t} against advice; GP {gp} informed by phone {ph}.\n", p=pt.full(),
        a=P(str(pt.age), "AGE"), t=ctx.time(), gp=ctx.hosp("gp"), ph=ctx.phone("land"))
    if r.random() < 0.6:
        pt2 = Person(ctx)
        n.f("- {p}: wife {w} brought in tablet list from {ph}; PPSN/NI {s} on old notes.\n", p=pt2.titled(),
            w=Person(ctx, "FAMILY").first(), ph=ctx.hosp("pharm"), s=ctx.ssn())
    n.f("- Bed meeting {d} 08:30; take handed to {c} by {g}.\n", d=ctx.date(d0 + dt.timedelta(days=1), r.choice(["weekday", "wd", "dm"])),
        c=cons.dr(), g=reg.dr())
    return n


GENRES = {
    "ward_handover_sbar": sbar_handover,
    "bed_state_report": bed_state,
    "site_capacity_report": site_capacity,
    "medical_take_list": take_list,
}
