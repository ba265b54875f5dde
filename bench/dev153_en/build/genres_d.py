"""Own genres: inpatient falls incident report, orthopaedic trauma meeting list, property and valuables book."""
import datetime as dt
from core import Note, P, Seq
from values import cell
from people import Person, Staff, relative
import pools as PL


# ---------------------------------------------------------------- falls incident report
def falls_incident(ctx):
    r = ctx.r
    n = Note()
    rep = Staff(ctx)
    pt = Person(ctx)
    d = ctx.day(back=3)
    n.f(r.choice(["INCIDENT REPORT - INPATIENT FALL\n", "Patient safety incident (fall) - {hosp}\n",
                  "Datix-style incident form: Slips, trips and falls\n"]), hosp=P(ctx.hospital, "HOSPITAL"))
    n.f("Incident ref: {ref}\nDate of incident: {d}   Time: {t}\nReported by: {rep}   Login: {u}\n",
        ref=ctx.idnum("datix"), d=ctx.date(d, r.choice(["dmy4", "dmony", "wdord", "iso"])), t=ctx.time(), rep=rep.nurse(),
        u=ctx.username(rep.given, rep.surname))
    n.f("Location: {w}, {bed}, {h}\n", w=P(ctx.ward, "HOSPITAL"), bed=ctx.bed(), h=P(ctx.hospital, "HOSPITAL"))
    n.f("Patient: {pt}   DOB: {dob}   Age: {a}   MRN: {m}\n", pt=pt.formal(), dob=ctx.dob(pt.age), a=P(str(pt.age), "AGE"), m=ctx.mrn())
    if r.random() < 0.5:
        n.f("NHS/IHI: {nhs}   Admitted: {ad}\n", nhs=ctx.nhs(), ad=ctx.date(ctx.day(back=14), r.choice(["dmy4", "dmy2"])))
    wit = Staff(ctx)
    n.t("\nDescription:\n")
    n.f(r.choice([
        "{ref} found sitting on floor beside bed by {wit} at {t}. States was going to the toilet without frame. ",
        "Unwitnessed fall. Bed-exit alarm (sensor serial {dev}) sounded; {wit} attended within 1 minute, {ref} on floor, left side. ",
        "Witnessed slide from chair to floor during transfer with HCA {wit}. {ref} lowered to floor, no head strike. ",
    ]), ref=pt.ref(), wit=wit.P(wit.given + " " + wit.surname) if r.random() < 0.6 else wit.P(wit.given), t=ctx.time(), dev=ctx.device())
    n.f("Obs post fall: {v}, {v2}, GCS 15/15. {ep}.\n", v=r.choice(PL.VITALS), v2=r.choice(PL.VITALS), ep=r.choice(PL.EPONYM_SIGNS))
    doc = Staff(ctx, doctor=True)
    n.f("Reviewed by {doc} at {t}; {inj}. On {drug}.\n", doc=doc.dr(), t=ctx.time(),
        inj=r.choice(["no injury", "skin tear L forearm, steristrips", "?# NOF - x-ray requested", "haematoma occiput, CT head requested",
                      "pain R wrist ?Colles' fracture"]), drug=r.choice(["apixaban 2.5 mg BD", "aspirin 75 mg OD", "no anticoagulant",
                                                                          "rivaroxaban 15 mg OD", "warfarin (INR 2.6)"]))
    if r.random() < 0.6:
        n.f("Radiology request {rq}, reported {d}.\n", rq=ctx.idnum("order"), d=ctx.date(d, r.choice(["dm", "dmy2"])))
    rel = r.choice(PL.RELATIONS)
    fam = relative(ctx, rel)
    n.f("Family informed: {rel} {f} by phone {ph} at {t}{extra}.\n", rel=rel, f=fam.full(), ph=ctx.phone(),
        t=ctx.time(), extra=r.choice(["", Seq([" (Duty of Candour letter to ", ctx.address(), ")"])]))
    n.t("\nContributory factors: " + r.choice(["new delirium (4AT 6)", "postural hypotension 128/70 -> 96/58",
                                               "nocturia", "sedation (zopiclone)", "poor footwear", "bay not cohort-observed"]) + ".\n")
    n.f("Equipment: hi-lo bed asset {a}, crash mat, falls sensor {s}.\n", a=ctx.device(), s=ctx.device())
    n.t("Harm level: " + r.choice(["no harm", "low harm", "moderate harm", "severe harm"]) + ".\n")
    lead = Person(ctx, "DOCTOR")
    n.f("Handler: {l} (falls lead), {em}. Manager sign-off: {m} on {d}.\n", l=lead.full(), em=ctx.email(lead.given, lead.surname),
        m=Staff(ctx).nurse(), d=ctx.date(ctx.day(fwd=5), r.choice(["dmy4", "ordm", "dm"])))
    return n


# ---------------------------------------------------------------- trauma meeting list
def trauma_list(ctx):
    r = ctx.r
    n = Note()
    cons = Person(ctx, "DOCTOR", sex="M")
    n.f(r.choice(["ORTHOPAEDIC TRAUMA MEETING - {d} 07:45\n{h}\n", "Trauma list / trauma meeting {d} ({h})\n",
                  "{h} - T&O trauma board\n{d}\n"]), d=ctx.date(style=r.choice(["wdord", "dmy4", "wd", "wdshort", "dmony"])),
        h=P(ctx.hospital, "HOSPITAL"))
    n.f("Consultant on call: {c}   Registrar: {g}   Orthogeriatrician: {og}\nTrauma coordinator: {tc} (ext {e})\n\n",
        c=Seq([r.choice(["Mr ", "Ms ", "Prof "]), cons.P(cons.surname)]), g=Staff(ctx, doctor=True).dr(),
        og=Staff(ctx, doctor=True).dr(), tc=Staff(ctx).nurse(), e=ctx.ext())
    for i in range(r.randint(4, 8)):
        pt = Person(ctx)
        mech = r.choice([
            Seq(["fall at home in ", ctx.town()]),
            Seq(["fall from ladder at work (", ctx.org(), ")"]),
            Seq(["RTC, driver of ", ctx.vehicle(), ", air bags deployed"]),
            Seq(["slipped on ice outside ", P(r.choice(["Moorbeck Leisure Centre", "Tollerby Library", "Kilbrogan Mart",
                                                        "the Fairgreen Shopping Centre", "Langmead Town Hall"]), "LOCATION_OTHER")]),
            Seq(["tripped over dog at ", ctx.hosp("home")]),
            Seq(["fall on holiday in ", ctx.country_(), ", flown home"]),
        ])
        inj = r.choice(PL.DIAG_SURG)
        n.f("%d. {pt}, {a}, {m}, {w}\n" % (i + 1), pt=pt.formal(), a=ctx.age(pt.age, pt.sex), m=ctx.mrn(),
            w=r.choice([P(r.choice(PL.WARDS), "HOSPITAL"), Seq(["ED cubicle ", P(str(r.randint(1, 20)), "LOCATION_OTHER")])]))
        n.t("   " + inj + "; mechanism: ")
        n.put(mech)
        n.t(". ")
        n.t(r.choice(["Nottingham Hip Fracture Score 5", "AMTS 7/10", "NHFS 4", "Hb 102, INR 1.1", "on DOAC - last dose 20:00",
                      "CFS 5", "ASA 3", "Garden IV", "Gustilo II", "Weber B"]) + ". ")
        k = r.random()
        if k < 0.4:
            n.f("Plan: theatre {d}, position %d on list. Consent by {dr}.\n" % r.randint(1, 4),
                d=ctx.date(ctx.day(fwd=2), r.choice(["weekday", "wd", "dm", "ordm"])), dr=Staff(ctx, doctor=True).dr())
        elif k < 0.6:
            n.f("Plan: revision; previous implant ref {dev} (lot {lot}) from {h} {y}.\n", dev=ctx.device(), lot=ctx.device(),
                h=ctx.hosp(), y=ctx.date(ctx.day(back=3000, fwd=-400), "year"))
        elif k < 0.8:
            n.f("Plan: non-op, fracture clinic {d}; works as a {pr}, fit note given. Encounter {acc}.\n",
                d=ctx.date(ctx.day(fwd=10), r.choice(["dm", "dmy4"])), pr=ctx.prof(), acc=ctx.account())
        else:
            n.f("Plan: awaiting CT (request {rq}); daughter {f} ({ph}) wants update.\n", rq=ctx.idnum("order"),
                f=Person(ctx, "FAMILY", sex="F").first(), ph=ctx.phone("mob"))
    n.f("\nTheatre list printed by {u}. Implant rep contact {em}.\n", u=ctx.username(), em=ctx.email())
    return n


# ---------------------------------------------------------------- property book
def property_book(ctx):
    r = ctx.r
    n = Note()
    pt = Person(ctx)
    n.f(r.choice(["PATIENT PROPERTY AND VALUABLES RECORD\n{h} - {w}\n\n", "{w} valuables book, {h}\nEntry %d\n\n" % r.randint(40, 900)]),
        h=P(ctx.hospital, "HOSPITAL"), w=P(ctx.ward, "HOSPITAL"))
    n.f("Patient name: {pt}\nHospital no: {m}\nDOB: {dob}\nDate/time received: {d} {t}\n\n", pt=pt.formal(), m=ctx.mrn(),
        dob=ctx.dob(pt.age), d=ctx.date(ctx.day(back=3), r.choice(["dmy4", "dmy2", "dot"])), t=ctx.time())
    n.t("Items:\n")
    items = [
        lambda: Seq(["- hearing aid (L), serial ", ctx.device()]),
        lambda: Seq(["- mobile phone, IMEI ", P("35%013d" % r.randint(0, 10 ** 13 - 1), "DEVICE")]),
        lambda: Seq(["- car keys; vehicle ", ctx.vehicle(), " in multi-storey level 2"]),
        lambda: Seq(["- driving licence no. ", ctx.license("drive")]),
        lambda: Seq(["- bus pass / free travel card no. ", ctx.idnum("req")]),
        lambda: Seq(["- EHIC card ", ctx.healthplan()]),
        lambda: Seq(["- medical card no. ", ctx.healthplan()]),
        lambda: Seq(["- passbook, ", ctx.org(), ", account ", ctx.account()]),
        lambda: "- wedding band (yellow metal), not removed",
        lambda: "- cash GBP 40.20 in sealed envelope" if ctx.country == "UK" else "- cash EUR 55.00 in sealed envelope",
        lambda: "- dentures (upper) in labelled pot",
        lambda: "- glasses (reading), brown case",
        lambda: Seq(["- insulin pump, SN ", ctx.device()]),
        lambda: Seq(["- TENS machine (", P(r.choice(["Elm Park Physio Clinic", "Moorside Physiotherapy"]), "HOSPITAL"), ")"]),
        lambda: Seq(["- passport no. ", P("%s%07d" % (r.choice(["P", "PA", "LH"]), r.randint(0, 9999999)), "IDNUM")]),
        lambda: Seq(["- letter from ", ctx.org(), " re pension (employer, ", ctx.prof(), ")"]),
    ]
    for f in r.sample(items, r.randint(5, 9)):
        n.put(f())
        n.t("\n")
    w1, w2 = Staff(ctx), Staff(ctx)
    n.f("\nWitnessed by: {a} and {b}\n", a=w1.nurse(), b=Seq([w2.P(w2.given + " " + w2.surname), " HCA"]))
    k = r.random()
    rel = r.choice(PL.RELATIONS)
    fam = relative(ctx, rel)
    if k < 0.5:
        n.f("Valuables sent to General Office safe, receipt {rc}, on {d}.\n", rc=ctx.idnum(), d=ctx.date(ctx.day(back=1), "dmy4"))
    n.f("Released to {rel} {f} of {ad} on {d} (ID checked: {idt}).\nSigned {s1} / {s2}\n", rel=rel, f=fam.full(),
        ad=ctx.address(), d=ctx.date(ctx.day(fwd=3), r.choice(["dmy4", "ordm", "dmony"])),
        idt=r.choice(["photo ID", "passport", "driving licence"]), s1=fam.initials(), s2=w1.sig())
    if r.random() < 0.4:
        n.f("Biometric safe access used: staff {st}, palm-vein ID {b}.\n", st=w1.P(w1.given), b=ctx.bioid())
    return n


GENRES = {
    "falls_incident_report": falls_incident,
    "ortho_trauma_meeting_list": trauma_list,
    "property_valuables_book": property_book,
}
