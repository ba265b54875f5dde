"""Genres: board round notes, nursing allocation, delayed discharge list, safeguarding log."""
import datetime as dt
from core import Note, P, Seq
from values import cell
from people import Person, Staff, relative
import pools as PL


# ---------------------------------------------------------------- board round
def board_round(ctx):
    r = ctx.r
    n = Note()
    cons = Staff(ctx, doctor=True)
    nic = Staff(ctx)
    n.f(r.choice(["Board round - {ward} - {date} {t}\n", "{ward} BOARD ROUND NOTES\n{date}, started {t}\n",
                  "MDT board round, {ward}, {hosp}\nDate: {date}  Time: {t}\n"]),
        ward=P(ctx.ward, "HOSPITAL"), hosp=P(ctx.hospital, "HOSPITAL"),
        date=ctx.date(style=r.choice(["wd", "wdord", "dmy4", "dmon", "wdshort"])), t=r.choice(["08:45", "09:15", "10:00", "11:30"]))
    ot = Person(ctx, "DOCTOR")
    pt_ = Person(ctx, "DOCTOR")
    sw = Person(ctx, "DOCTOR")
    n.f("Present: {c} (cons), {g} (reg), {nic} (NIC), {ot} OT, {ph} physio, {sw} (social work)\n\n",
        c=cons.dr(), g=Staff(ctx, doctor=True).P(r.choice(PL.STAFF_GIVEN)), nic=nic.P(nic.given),
        ot=ot.full(), ph=pt_.first(), sw=sw.full())
    for i in range(r.randint(5, 9)):
        pt = Person(ctx)
        adm = ctx.day(back=20)
        los = (ctx.today - adm).days
        colour = r.choice(["RED", "GREEN", "green", "red", "AMBER"])
        k = r.random()
        n.put(ctx.bedcode())
        n.t(" ")
        n.put(r.choice([pt.formal(), pt.full(), pt.titled(), pt.initials()]))
        n.t(" ")
        n.put(ctx.age(pt.age, pt.sex))
        n.t(" - ")
        n.t(r.choice(PL.DIAG_MED + PL.DIAG_SURG))
        n.f(". Adm {adm} (LOS %d). %s day.\n" % (los, colour), adm=ctx.date(adm, r.choice(["dm", "dmy2", "ordm", "dmony"])))
        if k < 0.25:
            n.f("   Plan: IV -> PO abx today, {lab}. MO from {d}. Awaiting POC restart via {ag}, coordinator {co} {ph}.\n",
                lab=r.choice(PL.LABS), d=ctx.date(ctx.day(back=3), r.choice(["dm", "wd", "weekday"])),
                ag=P(r.choice(PL.AGENCIES), "ORGANIZATION"), co=Person(ctx, "FAMILY").first(), ph=ctx.phone())
        elif k < 0.45:
            rel = r.choice(PL.RELATIONS)
            fam = relative(ctx, rel)
            n.f("   Plan: family meeting {d} with {rel} {fam} ({pr}); {c} to lead. Discuss {ep}.\n",
                d=ctx.date(ctx.day(fwd=3), r.choice(["wdord", "wd", "weekday", "ordm"])), rel=rel, fam=fam.full(),
                pr=ctx.prof(), c=cons.dr(), ep=r.choice(["ReSPECT form", "ceiling of care", "NH placement", "PEG"]))
        elif k < 0.6:
            n.f("   Plan: OT home visit to {st}, {tw} on {d}. Needs perching stool and rails. {sc}.\n", st=ctx.street(),
                tw=ctx.town(), d=ctx.date(ctx.day(fwd=5)), sc=r.choice(PL.EPONYM_SIGNS))
        elif k < 0.75:
            n.f("   Plan: repeat {lab} tomorrow; {dr}. {v}. Keep NBM for OGD {d}.\n", lab=r.choice(PL.LABS), dr=r.choice(PL.DRUGS),
                v=r.choice(PL.VITALS), d=ctx.date(ctx.day(fwd=1), r.choice(["weekday", "dm", "wd"])))
        elif k < 0.88:
            n.f("   Plan: transfer to {h} for rehab, bed request {br} sent to {em}.\n", h=r.choice([ctx.hosp("unit"), ctx.hosp()]),
                br=ctx.idnum("bedreq"), em=ctx.email())
        else:
            n.f("   Plan: NHSS/Fair Deal ref {ref}; medical card {mc}. {sw} chasing.\n", ref=ctx.idnum("case"), mc=ctx.healthplan(),
                sw=sw.first())
        if r.random() < 0.3:
            n.f("   EDD {d}. TTO to pharmacy by 11:00.\n", d=ctx.date(ctx.day(fwd=3), r.choice(["dm", "wd", "dmy4"])))
    n.f(r.choice(["\nRecorded by {s}.\n", "\nScribe: {s}\n", "\n-- notes typed by {s} ({u})\n"]),
        s=Person(ctx, "DOCTOR").full(), u=ctx.username())
    return n


# ---------------------------------------------------------------- nursing allocation
def nursing_allocation(ctx):
    r = ctx.r
    n = Note()
    shift = r.choice(["EARLY 07:30-15:30", "LATE 13:00-21:00", "LONG DAY 07:30-20:00", "NIGHT 19:30-08:00"])
    nic = Staff(ctx)
    n.f(r.choice(["NURSING ALLOCATION - {ward}\n{date}  {shift}\n", "{ward} ({hosp}) staff allocation\nShift: {shift}, {date}\n",
                  "Allocation sheet | {ward} | {date} | {shift}\n"]),
        ward=P(ctx.ward, "HOSPITAL"), hosp=P(ctx.hospital, "HOSPITAL"),
        date=ctx.date(style=r.choice(["wdord", "dmy4", "wdshort", "dmony", "wd"])), shift=shift)
    n.f("Nurse in charge: {nic}   NIC phone {ph}\n\n", nic=nic.nurse(), ph=ctx.ext())
    for bay in r.sample("ABCDE", r.randint(2, 4)):
        rn = Staff(ctx)
        hca = Staff(ctx)
        n.f("Bay {b}: {rn}; HCA {hca}; breaks {br}\n", b=P(bay, "LOCATION_OTHER"), rn=rn.nurse(),
            hca=hca.P(hca.given + " " + hca.surname) if r.random() < 0.5 else hca.P(hca.given),
            br=r.choice(["10:00 / 12:30", "11:00 / 13:30", "02:00", "03:00-04:00"]))
    n.f("Side rooms {a}-{b}: {rn}\n", a=P(str(r.randint(1, 2)), "LOCATION_OTHER"), b=P(str(r.randint(4, 8)), "LOCATION_OTHER"),
        rn=Staff(ctx).nurse())
    n.t("\nEnhanced observation / specials:\n")
    for _ in range(r.randint(1, 3)):
        pt = Person(ctx)
        h = Staff(ctx)
        n.f("- {pt} {bed}: level {l} ({why}) - {h} from {ag}, agency PIN {pin}\n", pt=pt.initials(), bed=ctx.bed(),
            l=r.choice(["2 cohort", "3 1:1", "4 within arm's length"]), why=r.choice(["4AT 7", "wandering", "falls x2", "pulling lines"]),
            h=h.P(h.given + " " + h.surname), ag=P(r.choice(PL.AGENCIES), "ORGANIZATION"), pin=ctx.license(r.choice(["nmc", "nmbi"])))
    st = Person(ctx, "DOCTOR")
    mentor = Staff(ctx)
    n.f("\nStudent: {st} (yr {y}, {uni}) with practice assessor {m}\n", st=st.full(), y=r.randint(1, 3),
        uni=P(r.choice(["University of Moorbeck", "Ballykeel Institute of Technology", "Ashcombe College of Nursing",
                        "Wessex Hill University"]), "ORGANIZATION"), m=mentor.nurse())
    cd = Staff(ctx)
    n.f("CD keys: {cd}. Medicines cabinet biometric enrolment for {cd2}: template {bio}.\n", cd=cd.P(cd.given),
        cd2=cd.P(cd.given + " " + cd.surname), bio=ctx.bioid())
    n.f("Resus trolley checked by {x} (sig {s}); fire warden {fw}. Defib serial {dev} pads in date.\n",
        x=Staff(ctx).nurse(), s=Staff(ctx).sig(), fw=Staff(ctx).P(r.choice(PL.STAFF_GIVEN)), dev=ctx.device())
    if r.random() < 0.7:
        rd = Staff(ctx)
        n.f("Redeployed: {rd} ({pin}) to {w} 13:00-close per site manager.\n", rd=rd.P(rd.given + " " + rd.surname),
            pin=ctx.license(r.choice(["nmc", "nmbi"])), w=P(r.choice(PL.WARDS), "HOSPITAL"))
    n.t("Staffing: %d RN + %d HCA (planned %d + %d). Acuity: %d patients NEWS2 >= 3.\n" % (
        r.randint(4, 7), r.randint(2, 4), r.randint(5, 7), r.randint(3, 4), r.randint(1, 6)))
    n.f("Sickness line: {ph}   e-roster login {u}\n", ph=ctx.phone(), u=ctx.username(nic.given, nic.surname))
    return n


# ---------------------------------------------------------------- delayed discharge
def delayed_discharge(ctx):
    r = ctx.r
    n = Note()
    n.f(r.choice(["MEDICALLY OPTIMISED / DELAYED DISCHARGE LIST\n{hosp} - week commencing {date}\n",
                  "Delayed Transfers of Care - {hosp}\nCensus date: {date}\n",
                  "MFFD list ({hosp})\nUpdated {date} by discharge hub\n"]),
        hosp=P(ctx.hospital, "HOSPITAL"), date=ctx.date(style=r.choice(["dmy4", "ord", "dmony", "wdord", "iso"])))
    lead = Person(ctx, "DOCTOR")
    n.f("Discharge coordinator: {l}, {ph}, {em}\n\n", l=lead.full(), ph=ctx.phone("ext"), em=ctx.email(lead.given, lead.surname))
    pipe = r.random() < 0.55
    if pipe:
        n.t("Patient | Age | Ward/Bed | Hosp no | MO since | Days | Reason | Destination\n")
    for _ in range(r.randint(5, 10)):
        pt = Person(ctx)
        mo = ctx.day(back=40)
        days = (ctx.today - mo).days
        reason = r.choice([
            Seq(["awaiting POC (", P(r.choice(PL.AGENCIES), "ORGANIZATION"), ")"]),
            Seq(["NH bed offer ", ctx.hosp("home")]),
            Seq(["Fair Deal approval, ref ", ctx.idnum("case")]),
            Seq(["home support (HSE) - area ", ctx.town()]),
            Seq(["CHC checklist; DST booked ", ctx.date(ctx.day(fwd=6), "dm")]),
            "family choice of home",
            Seq(["housing - ", ctx.org(), " adaptations"]),
            Seq(["ward of court application; solicitor ", Person(ctx, "FAMILY").full()]),
        ])
        dest = r.choice([ctx.hosp("home"), Seq(["home, ", ctx.town()]), ctx.hosp("unit"), "TBC"])
        if pipe:
            n.f("{pt} | {a} | {w} {b} | {m} | {mo} | %d | {re} | {de}\n" % days, pt=pt.formal(), a=P(str(pt.age), "AGE"),
                w=P(r.choice(PL.WARDS), "HOSPITAL"), b=ctx.bedcode(), m=ctx.mrn(), mo=ctx.date(mo, r.choice(["dmy2", "dm", "dmy4"])),
                re=reason, de=dest)
        else:
            n.f("* {pt} ({a}), {w} - MO since {mo} ({d} days). Barrier: {re}. Destination: {de}.\n", pt=pt.formal(),
                a=ctx.age(pt.age, pt.sex, r.choice(["sexc", "yo", "yrs"])), w=P(r.choice(PL.WARDS), "HOSPITAL"),
                mo=ctx.date(mo, r.choice(["ordm", "dmony", "wd"])), d=days, re=reason, de=dest)
        if r.random() < 0.3:
            rel = r.choice(PL.RELATIONS)
            fam = relative(ctx, rel)
            fst, fco = ctx.foreign()
            where = r.choice([ctx.country_(), ctx.region(), Seq([fst, ", ", fco])])
            n.f("    {rel} {f} (POA) lives in {co}; contact {em}\n", rel=rel.capitalize(), f=fam.full(),
                co=where, em=ctx.email(fam.given, fam.surname))
    n.t("\nTotals: %d MO patients, %d bed days lost this week.\n" % (r.randint(8, 40), r.randint(40, 260)))
    n.f("Escalated to {org} at the {d} system call. Portal: {u}\n", org=r.choice(["the local authority", "HSE Community Healthcare West",
                                                                               "the ICB", "HSE CHO 4"]),
        d=ctx.date(ctx.day(fwd=2), r.choice(["weekday", "wd"])), u=ctx.url())
    return n


# ---------------------------------------------------------------- safeguarding log
def safeguarding_log(ctx):
    r = ctx.r
    n = Note()
    n.f(r.choice(["SAFEGUARDING ADULTS REFERRAL LOG\n{hosp}\nPeriod: {d1} to {d2}\n\n",
                  "{hosp} - adult safeguarding referrals ({d1} - {d2})\n\n"]),
        hosp=P(ctx.hospital, "HOSPITAL"), d1=ctx.date(ctx.day(back=30, fwd=-20), "dmy4"), d2=ctx.date(ctx.today, "dmy4"))
    for _ in range(r.randint(3, 5)):
        pt = Person(ctx)
        ref = ctx.idnum("sg")
        referrer = Staff(ctx)
        n.f("Ref {ref}   Logged {d} {t}\n", ref=ref, d=ctx.date(ctx.day(back=20), r.choice(["dmy4", "dmony", "dot"])), t=ctx.time())
        n.f("Adult at risk: {pt}   DOB {dob} ({a})   MRN {m}\n", pt=pt.formal(), dob=ctx.dob(pt.age), a=P(str(pt.age), "AGE"),
            m=ctx.mrn())
        n.f("Address: {ad}\n", ad=ctx.address())
        if r.random() < 0.4:
            n.f("NI/PPS no: {s}\n", s=ctx.ssn())
        al = Person(ctx, "FAMILY")
        k = r.random()
        if k < 0.35:
            n.f("Concern: financial abuse. {rel} {al}, a {pr}, reported to hold bank card; withdrawals at {org}.\n",
                rel=r.choice(["Nephew", "Grandson", "Lodger", "Neighbour"]), al=relative(ctx, "son").full(), pr=ctx.prof(), org=ctx.org())
        elif k < 0.6:
            n.f("Concern: neglect. Found on floor {d}; carers from {ag} missed 3 calls. Pressure damage cat 3 sacrum.\n",
                d=ctx.date(ctx.day(back=5), r.choice(["weekday", "dm", "ordm"])), ag=P(r.choice(PL.AGENCIES), "ORGANIZATION"))
        elif k < 0.8:
            n.f("Concern: unexplained bruising both arms. Lives with {rel} {al}. Police ref {pr}; car seen {v}.\n",
                rel=r.choice(["son", "partner", "husband", "daughter"]), al=al.first(), pr=ctx.idnum(), v=ctx.vehicle())
        else:
            n.f("Concern: self-neglect, hoarding. Landlord {org}; GP {gp} ({ph}) aware.\n", org=ctx.org(), gp=ctx.hosp("gp"),
                ph=ctx.phone("land"))
        n.f("Referrer: {rf}, {w}. Capacity: {cap}. Sent to {to} via {u} on {d}. Outcome: {o}\n\n",
            rf=referrer.nurse(), w=P(r.choice(PL.WARDS), "HOSPITAL"), cap=r.choice(["lacks capacity re finances (MCA)", "has capacity",
                                                                                  "fluctuating - ADMA review", "not assessed"]),
            to=r.choice(["the local authority adult social care team", "HSE Safeguarding and Protection Team",
                        "the council MASH", "CQC (notification)"]), u=r.choice([ctx.url(), ctx.email()]),
            d=ctx.date(ctx.day(back=4), r.choice(["dm", "dmy2"])), o=r.choice(["S42 enquiry opened", "NFA", "strategy meeting booked",
                                                                              "awaiting response", "PSI screening"]))
    lead = Person(ctx, "DOCTOR")
    n.f("Named nurse for safeguarding: {l}, mob {ph}, fax {fx}, {em}\n", l=lead.full(), ph=ctx.phone("mob"), fx=ctx.fax(),
        em=ctx.email(lead.given, lead.surname))
    n.f("Log exported by {u} from {ip}\n", u=ctx.username(), ip=ctx.ip())
    return n


GENRES = {
    "board_round_notes": board_round,
    "nursing_allocation_sheet": nursing_allocation,
    "delayed_discharge_list": delayed_discharge,
    "safeguarding_referral_log": safeguarding_log,
}
