"""Genres: infection-control side-room list, ward clerk admission/transfer book, hospital-at-night handover."""
import datetime as dt
from core import Note, P, Seq
from values import cell
from people import Person, Staff
import pools as PL

ORGANISMS = ["MRSA (nasal)", "CPE (OXA-48)", "C. difficile toxin +", "VRE", "norovirus PCR +", "influenza A",
             "COVID-19 PCR +", "ESBL E. coli (urine)", "RSV", "TB ?pulmonary - 3 sputa sent", "CPE contact",
             "Candida auris screen pending", "GDH+/toxin-"]


# ---------------------------------------------------------------- IPC side rooms
def ipc_sideroom(ctx):
    r = ctx.r
    n = Note()
    ipn = Staff(ctx)
    n.f(r.choice(["INFECTION PREVENTION & CONTROL - SIDE ROOM PRIORITY LIST\n{hosp}\n{date} {t}\n\n",
                  "{hosp} IPC isolation list (all wards)\nGenerated {date} at {t}\n\n",
                  "Side-room allocation / IPC alerts - {date}\nSite: {hosp}\n\n"]),
        hosp=P(ctx.hospital, "HOSPITAL"), date=ctx.date(style=r.choice(["dmy4", "wdord", "dmon", "iso", "wdshort"])),
        t=r.choice(["07:40", "09:00", "14:10", "16:30"]))
    pipe = r.random() < 0.5
    cols = [20, 6, 26, 12, 24]
    hd = ["Ward", "Room", "Patient", "MRN", "Organism"]
    if pipe:
        n.t("Ward | Room | Patient | Age | MRN | Organism / status | Sample | Prio\n")
    else:
        n.t("".join(h.ljust(w) for h, w in zip(hd, cols)) + "Prio\n")
    for _ in range(r.randint(6, 12)):
        pt = Person(ctx)
        ward = P(r.choice(PL.WARDS), "HOSPITAL")
        room = r.choice([Seq(["SR ", P(str(r.randint(1, 8)), "LOCATION_OTHER")]), P("SR%d" % r.randint(1, 8), "LOCATION_OTHER"),
                         Seq(["Bay ", P(r.choice("ABCDE"), "LOCATION_OTHER")]), P(str(r.randint(1, 30)), "LOCATION_OTHER")])
        org = r.choice(ORGANISMS)
        prio = r.choice(["1", "2", "3", "1 - needs SR", "cohort", "stepped down"])
        if pipe:
            n.f("{w} | {rm} | {pt} | {a} | {m} | {o} | {sp} | {p}\n", w=ward, rm=room, pt=pt.formal(), a=P(str(pt.age), "AGE"),
                m=ctx.mrn(), o=org, sp=ctx.idnum("spec"), p=prio)
        else:
            n.put(cell(ward, cols[0]))
            n.put(cell(room, cols[1]))
            n.put(cell(r.choice([pt.formal(), pt.initials()]), cols[2]))
            n.put(cell(ctx.mrn(), cols[3]))
            n.put(cell(org, cols[4]))
            n.t(prio + "\n")
    n.t("\nNotes\n")
    pt = Person(ctx)
    n.f("- {pt} ({a}) {o}: contact screen of {b} bay {by} contacts sent {d}; lab accession {acc}.\n", pt=pt.full(),
        a=ctx.age(pt.age, pt.sex, r.choice(["yo", "sexc", "y/o"])), o=r.choice(ORGANISMS), b=r.randint(3, 5),
        by=P(r.choice("ABCDE"), "LOCATION_OTHER"), d=ctx.date(ctx.day(back=2), r.choice(["dm", "weekday", "wd"])), acc=ctx.idnum("spec"))
    if r.random() < 0.6:
        pt2 = Person(ctx)
        st, co = ctx.foreign()
        n.f("- {pt}: recently repatriated from {h} in {st}, {co}; CPE screen x3 (days 0, 2, 7). Visitor {v} ({rel}) advised re PPE.\n",
            pt=pt2.titled(), h=P(r.choice(["Hospital Universitario La Paz Norte", "Klinikum Sonnenberg", "Szpital Miejski Lipowa",
                                           "Spitalul Judetean Arad Vest", "St Agnes Medical Centre Manila"]), "HOSPITAL"),
            st=st, co=co, v=Person(ctx, "FAMILY").full(), rel=r.choice(PL.RELATIONS))
    if r.random() < 0.5:
        n.f("- HPV decon of {w} {rm} booked {d} (unit serial {dev}).\n", w=P(r.choice(PL.WARDS), "HOSPITAL"),
            rm=P("SR%d" % r.randint(1, 8), "LOCATION_OTHER"), d=ctx.date(ctx.day(fwd=1), r.choice(["dm", "weekday"])), dev=ctx.device())
    n.t("- " + r.choice(["Bay closures reviewed at 12:00 huddle.", "Norovirus: 48h symptom-free before bay reopens.",
                         "Hand hygiene audit 96%.", "Stool charts (Bristol) to be completed each shift."]) + "\n")
    n.f("\nIPC nurse on call: {i} - bleep {b} / {ph}. Alerts: {u}\n", i=ipn.nurse(), b=ctx.bleep(), ph=ctx.phone("mob"), u=ctx.url())
    if r.random() < 0.5:
        n.f("Microbiology consultant: {m}. Lab fax {fx}.\n", m=Staff(ctx, doctor=True).dr(), fx=ctx.fax())
    return n


# ---------------------------------------------------------------- ward clerk book
def ward_clerk_book(ctx):
    r = ctx.r
    n = Note()
    clerk = Person(ctx, "DOCTOR")
    n.f(r.choice(["{ward} - ADMISSIONS, TRANSFERS & DISCHARGES BOOK\nPage %d   Week of {date}\n\n" % r.randint(12, 240),
                  "Ward clerk ATD register - {ward}, {hosp}\nFrom {date}\n\n",
                  "{hosp}\n{ward} admission/transfer book\nClerk: {c}\n\n"]),
        ward=P(ctx.ward, "HOSPITAL"), hosp=P(ctx.hospital, "HOSPITAL"), date=ctx.date(style=r.choice(["dmy4", "ord", "dmony"])),
        c=clerk.full())
    pipe = r.random() < 0.5
    for i in range(r.randint(5, 9)):
        pt = Person(ctx)
        d = ctx.day(back=6)
        ev = r.choice(["ADM", "TRF IN", "TRF OUT", "D/C", "ADM", "DIED"])
        src = r.choice([Seq(["ED"]), Seq(["AMU"]), P(r.choice(PL.WARDS), "HOSPITAL"), ctx.hosp("home"), ctx.hosp(), Seq(["home"])])
        if pipe:
            n.f("{d} | {t} | %s | {pt} | {dob} | {m} | {nhs} | {src} | {bed} | {c}\n" % ev, d=ctx.date(d, r.choice(["dm", "dmy2"])),
                t=ctx.time(), pt=pt.formal(), dob=ctx.dob(pt.age), m=ctx.mrn(), nhs=ctx.nhs(), src=src, bed=ctx.bedcode(),
                c=Staff(ctx, doctor=True).P(r.choice(PL.SURNAMES).upper()))
        else:
            n.f("%d) {d} {t}  %s  {pt}, DOB {dob}, H/N {m}, from/to {src}, bed {bed}, under {c}\n" % (i + 1, ev),
                d=ctx.date(d, r.choice(["dmy4", "dm", "wd"])), t=ctx.time(), pt=pt.formal(), dob=ctx.dob(pt.age), m=ctx.mrn(),
                src=src, bed=ctx.bedcode(), c=Staff(ctx, doctor=True).dr())
        if r.random() < 0.45:
            k = r.random()
            if k < 0.3:
                n.f("     Addr: {a}. GP: {gp}, {gpd}.\n", a=ctx.address(), gp=ctx.hosp("gp"), gpd=Staff(ctx, doctor=True).dr())
            elif k < 0.55:
                n.f("     Private pt - {ins} policy {hp}; episode {acc}.\n", ins=P(r.choice(PL.INSURERS), "ORGANIZATION"),
                    hp=ctx.healthplan(), acc=ctx.account())
            elif k < 0.75:
                n.f("     NOK {f} ({rel}) {ph}. Interpreter needed: {lang}.\n", f=Person(ctx, "FAMILY").full(), rel=r.choice(PL.RELATIONS),
                    ph=ctx.phone(), lang=r.choice(["Polish", "Romanian", "Portuguese", "Arabic", "Tongan", "Punjabi"]))
            else:
                n.f("     Notes tracked to {h}; case note vol 2 requested, tracking no {idn}.\n", h=ctx.hosp(), idn=ctx.idnum("req"))
        if ev == "DIED" and r.random() < 0.8:
            n.f("     Verified {t} by {s}. Family ({f}) informed. Mortuary tag {tag}.\n", t=ctx.time(), s=Staff(ctx).nurse(),
                f=Person(ctx, "FAMILY").full(), tag=ctx.idnum())
    n.f("\nPAS login {u} | workstation {ip} | printer {pr}\n", u=ctx.username(clerk.given, clerk.surname), ip=ctx.ip(),
        pr=r.choice(["WD-PRN-02", "label printer 1", "PRN-CLK-4"]))
    n.f("Ward phone {ph}, fax {fx}\n", ph=ctx.phone("land"), fx=ctx.fax())
    return n


# ---------------------------------------------------------------- hospital at night
def hospital_at_night(ctx):
    r = ctx.r
    n = Note()
    coord = Staff(ctx)
    n.f(r.choice(["HOSPITAL AT NIGHT HANDOVER - {date}\n{hosp}  21:30 meeting\n", "H@N handover {date} ({hosp})\n",
                  "Out-of-hours / hospital at night log\n{hosp} - night of {date}\n"]),
        date=ctx.date(style=r.choice(["wdord", "dmy4", "wd", "dmony", "wdshort"])), hosp=P(ctx.hospital, "HOSPITAL"))
    n.f("H@N coordinator: {c} (bleep {b})\nMed reg: {m} #{mb}  Surg SHO: {s} #{sb}  Ortho: {o}\n\n", c=coord.nurse(), b=ctx.bleep(),
        m=Staff(ctx, doctor=True).dr(), mb=P(str(r.randint(1000, 8999)), "PHONE"), s=Staff(ctx, doctor=True).dr(),
        sb=P(str(r.randint(1000, 8999)), "PHONE"), o=Staff(ctx, doctor=True).dr())
    lower_dialogue = r.random() < 0.4
    for i in range(r.randint(4, 8)):
        pt = Person(ctx)
        w = P(r.choice(PL.WARDS), "HOSPITAL")
        k = r.random()
        n.t("%d. " % (i + 1))
        if k < 0.2:
            n.f("{w} {bed} - {pt} ({a}) {v}, {v2}. Query sepsis. Needs review + cultures. Task to {dr}.\n", w=w, bed=ctx.bedcode(),
                pt=pt.formal(), a=ctx.age(pt.age, pt.sex, r.choice(["sexc", "yo", "yrs"])), v=r.choice(PL.VITALS), v2=r.choice(PL.VITALS),
                dr=Staff(ctx, doctor=True).P(r.choice(PL.STAFF_GIVEN)))
        elif k < 0.35:
            n.f("{w} - {pt}: cannula tissued, IV {drug}. Needs resite before 02:00.\n", w=w, pt=pt.titled(), drug=r.choice(PL.DRUGS))
        elif k < 0.5:
            n.f("{w} {bed} - {pt} ({a}) {dx}. Escalation plan: {plan}. Wife {f} to be called if deteriorates: {ph}.\n",
                w=w, bed=ctx.bed(), pt=pt.full(), a=P(str(pt.age), "AGE"), dx=r.choice(PL.DIAG_MED),
                plan=r.choice(["ward-based ceiling", "for ICU referral", "comfort care"]), f=Person(ctx, "FAMILY", sex="F").first(), ph=ctx.phone("mob"))
        elif k < 0.65:
            n.f("{w} - {pt}, {a}, {lab}, recheck 04:00. {drug}.\n", w=w, pt=pt.initials(), a=ctx.age(pt.age, pt.sex),
                lab=r.choice(PL.LABS), drug=r.choice(PL.DRUGS))
        elif k < 0.8:
            n.f("{w} - unwitnessed fall at {t}, {pt} ({a}). CT head per NICE - requested {rq}. Datix {dx}. Son {s} informed.\n",
                w=w, t=ctx.time(), pt=pt.formal(), a=P(str(pt.age), "AGE"), rq=ctx.idnum("order"), dx=ctx.idnum("datix"),
                s=Person(ctx, "FAMILY", sex="M").full())
        else:
            n.f("{w} {bed} - {pt} verification of death (expected). GP {gp} to be told at 08:00; undertaker {u}.\n", w=w,
                bed=ctx.bedcode(), pt=pt.formal(), gp=ctx.hosp("gp"),
                u=P(r.choice(["Fennelly & Sons Funeral Directors", "Kettlewell Funeral Care", "O'Hanlon Undertakers"]), "ORGANIZATION"))
    if lower_dialogue:
        pt = Person(ctx)
        st = Staff(ctx)
        doc = Staff(ctx, doctor=True)
        lo = lambda v: P(v[0].lower(), v[1])
        n.t("\nphone call %s from nurse on " % ctx.time())
        n.put(lo(P(r.choice(PL.WARDS), "HOSPITAL")))
        n.t(': "hi it\'s ')
        n.put(lo(st.P(st.given)))
        n.t(", ")
        n.put(r.choice(["mrs ", "mr ", ""]))
        n.put(lo(pt.P(pt.surname)))
        n.t(" in bed ")
        n.put(P(str(r.randint(1, 30)), "LOCATION_OTHER"))
        n.t(" is pulling at the ng again, the daughter ")
        n.put(lo(Person(ctx, "FAMILY", sex="F").P(r.choice(PL.GIVEN_F))))
        n.t(" says they were a ")
        n.put(ctx.prof())
        n.t(' and get like this at night, she\'s on ')
        n.put(lo(ctx.phone("mob")))
        n.t(' if needed." advised 1:1, no sedation, r/v by dr ')
        n.put(lo(doc.P(doc.surname)))
        n.t(" at %s.\n" % ctx.time())
    n.f("\nHandover to day team at 08:00 by {c}. Log completed on {sys} ({u}, {ip}).\n", c=coord.P(coord.given + " " + coord.surname),
        sys=r.choice(["Nervecentre", "the H@N task board", "e-task list"]), u=ctx.username(coord.given, coord.surname), ip=ctx.ip())
    return n


GENRES = {
    "ipc_sideroom_list": ipc_sideroom,
    "ward_clerk_atd_book": ward_clerk_book,
    "hospital_at_night_handover": hospital_at_night,
}
