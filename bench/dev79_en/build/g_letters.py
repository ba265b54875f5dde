"""Genres: GP referral letters, hospital clinic letters, discharge letters."""
import datetime as dt

import blocks as B
import clinical as C
import pools
from doc import Doc, S, fmt_date, words
from scen import SCEN, pick


def _scen_text(d, c, sc, key):
    d.t(sc[key])


def _pt_re_line(d, c):
    rng = c.rng
    d.emit("Re: ")
    d.emit(c.pt_name("header") if rng.random() < 0.6 else c.pt_name("formal"))
    d.emit([rng.choice(["  DOB: ", ", DOB ", "  D.O.B. ", "  Born "]), c.dob_frag()])
    if rng.random() < 0.6:
        d.emit([" (", S("AGE", str(c.age)), rng.choice([")", " yrs)", "y)"])])
    d.emit("\n")
    B.pt_ids(d, c, sep=rng.choice(["\n", "   "]))
    d.emit(c.addr_frags())
    d.emit("\n")
    if rng.random() < 0.5:
        d.emit(["Tel: ", c.phone(rng.choice(["land", "mobile"])), "\n"])
    d.emit("\n")


# ---------------------------------------------------------------- GP referral
def gp_referral(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    sc = pick(c)
    if terse:
        return _gp_referral_terse(rng, c, d, sc), "terse"
    layout = rng.choice(["letter", "letter", "letter", "e-referral form"])
    if layout == "letter":
        B.practice_head(d, c)
        d.emit([c.date(c.ref, rng.choice(["long", "long_ord", "dmy", "wd_long"])), "\n\n"])
        d.emit([rng.choice([c.doc_name(c.cons, "sign"), "The Consultant"]), "\n", sc["spec"] + " Department\n",
                c.hosp(), "\n"])
        if rng.random() < 0.5:
            d.emit([S("ORGANIZATION", c.trust), "\n"])
        d.emit("\n")
        d.emit(B.dear(c, c.cons))
        d.emit("\n\n")
        _pt_re_line(d, c)
        age = c.age_frag(form=rng.choice(["-year-old", "words-year-old", " year old"]))
        if rng.random() < 0.5:
            d.t("Thank you for seeing this {age} " + rng.choice(["retired ", "", ""]) + "{prof} who presents with " +
                sc["reason"] + ".\n\n", age=age, prof=c.prof())
        else:
            d.t("I would be grateful for your opinion on {p}, a {age} " + ("man" if c.pt.sex == "M" else "woman") +
                " with " + sc["reason"] + ".\n\n", p=c.pt_name("short"), age=age)
        _scen_text(d, c, sc, "hx")
        d.emit("\n\n")
        d.emit("Past medical history:\n")
        B.pmh_block(d, c, style=rng.choice(["list", "dash"]))
        d.emit("\nCurrent medication:\n")
        B.meds_block(d, c)
        d.emit("\nAllergies: " + rng.choice(C.ALLERGIES) + "\n\n")
        d.emit("Social history: ")
        B.social(d, c, sentences=rng.randrange(2, 5))
        d.emit("\nOn examination: ")
        _scen_text(d, c, sc, "exam")
        d.emit("\n\n")
        if rng.random() < 0.4:
            d.t("Bloods on {dt}: {labs}.\n\n", dt=c.date(c.days(-rng.randrange(3, 30))))
        d.t("I would be grateful if you could see {pt} " + rng.choice(["urgently", "at your earliest convenience",
                                                                      "in the routine clinic"]) + ". {wn} " +
            rng.choice(["{rolex}", "", "{He} has been unwell {dur}."]) + "\n")
        if rng.random() < 0.5:
            d.t("{He} can be contacted on {mob} or by e-mail at {em}.\n", mob=c.phone("mobile"), em=c.email())
        if rng.random() < 0.25:
            rel, r = c.child()
            d.t("{He} would like {his} " + rel + " {r} to attend appointments with {him} and is happy for us to share "
                "information with {r2}.\n", r=r.full(), r2=rng.choice([r.first(), ["her" if r.sex == "F" else "him"]]))
        if rng.random() < 0.2:
            d.t("{He} needs a " + rng.choice(["Polish", "Punjabi", "Arabic", "Tongan", "Cantonese", "Romanian", "Welsh"]) +
                " interpreter; {his} first language reflects {his} upbringing in {ctry}.\n", ctry=c.country())
        d.emit("\nYours sincerely,\n\n\n")
        B.signature(d, c, c.gp, rng.choice(["General Practitioner", "GP Partner", "Salaried GP", "GP Registrar"]),
                    licence="doc" if rng.random() < 0.6 else None)
        if rng.random() < 0.5:
            B.typist(d, c, c.gp)
        if rng.random() < 0.3:
            d.emit(["cc: ", c.pt_name("formal"), ", ", c.addr_frags(), "\n"])
        return d, layout
    # e-referral form
    d.emit("ELECTRONIC REFERRAL - " + rng.choice(["ROUTINE", "URGENT", "SUSPECTED CANCER (2WW)"]) + "\n")
    d.emit(["UBRN: ", S("IDNUM", "%04d %04d %04d" % (rng.randrange(10000), rng.randrange(10000), rng.randrange(10000))), "\n"])
    d.emit(["Date sent: ", c.date(c.ref), " " + rng.choice(C.TIMES) + "\n"])
    d.emit(["Service: " + sc["spec"] + " - ", c.hosp(), "\n"])
    d.emit(["Referrer: ", c.doc_name(c.gp, "sign"), "   ", c.licence("doc"), "\n"])
    d.emit(["Practice: ", S("HOSPITAL", c.practice), "  (", S("IDNUM", rng.choice("ABCDEFGHJKLMNPY") + "%05d" % rng.randrange(100000)), ")\n"])
    d.emit(["Practice tel: ", c.phone(), "   Fax: ", c.fax(), "\n\n"])
    d.emit(["Patient: ", c.pt.comma(rng.choice(["UPPER", "Upper"])), "\n"])
    d.emit(["Preferred name: ", c.pt.nickname(), "\n"] if c.pt.nick else [])
    d.emit(["DOB: ", c.dob_frag("dmy"), "   Age: ", S("AGE", str(c.age)), "   Sex: " + c.pt.sex + "\n"])
    d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
    d.emit(["Address: ", c.addr_frags(), "\n"])
    d.emit(["Home tel: ", c.phone("land"), "   Mobile: ", c.phone("mobile"), "\n"])
    if rng.random() < 0.6:
        d.emit(["Email: ", c.email(), "\n"])
    d.emit("Occupation: ")
    d.emit([c.prof(), "\n"])
    if rng.random() < 0.5:
        d.emit(["Country of birth: ", c.country(), "   Interpreter: " + rng.choice(["no", "yes", "not required"]) + "\n"])
    rel, r = c.spouse() if rng.random() < 0.5 else c.child()
    d.emit(["NOK: ", r.full(), " (" + rel + ")  ", c.phone("mobile"), "\n\n"])
    d.emit("Reason for referral: " + sc["reason"] + "\n\nHistory:\n")
    _scen_text(d, c, sc, "hx")
    d.emit("\n\nExamination:\n")
    _scen_text(d, c, sc, "exam")
    d.emit("\n\nProblems:\n")
    B.pmh_block(d, c, style="dash")
    d.emit("\nRepeat medication:\n")
    B.meds_block(d, c, style="list")
    d.emit("Allergies: " + rng.choice(C.ALLERGIES) + "\n\n")
    d.t("Submitted by user {u} from {ip} at " + rng.choice(C.TIMES) + " on {dt}.\n", u=c.username(c.gp),
        ip=c.ip(), dt=c.date(c.ref, "dmy"))
    return d, layout


def _gp_referral_terse(rng, c, d, sc):
    d.t("gp referral - " + sc["spec"] + " - " + rng.choice(["urgent", "routine", "2ww"]) + "\n")
    d.t("to: {cons}, {hosp}\n", cons=c.doc_name(c.cons), hosp=c.hosp())
    d.t("pt {p} {as} dob {dob} {hl} {hv}\n", p=rng.choice([c.pt.full(), c.pt.comma("plain")]), **{"as": c.age_sex()},
        dob=c.dob_frag(rng.choice(["dmy", "dmy_nz", "dmy_short"])), hl=c.hid[0].lower(), hv=S(c.hid[2], c.hid[1]))
    d.t("lives {a}. tel {ph}\n", a=c.addr_frags(), ph=c.phone("mobile"))
    d.t("c/o " + sc["reason"] + " {dur}. ")
    d.t("seen today with {relx}. ")
    d.t("{vitals}. ", vitals=C.vitals(rng, terse=True))
    d.t("pmh " + ", ".join(p[0] for p in rng.sample(C.PROBLEMS, 3)) + ". ")
    d.t("meds " + "; ".join(rng.sample(C.MEDS, 3)) + ".\n")
    d.t("works as {prof} at {emp}. ", prof=c.prof(), emp=c.org())
    d.t("last seen {dt} by {dr}.\n", dt=c.date(c.days(-rng.randrange(14, 200)), rng.choice(["dm_num", "dmy_short", "dm"])),
        dr=c.doc_name(c.staff())) 
    d.t("{rolex} pls see + advise. ta\n{sig} ({prac})\n", sig=c.gp.initials(lower=True), prac=S("HOSPITAL", c.practice))
    return d


# ---------------------------------------------------------------- clinic letters
def clinic_letter(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    sc = pick(c)
    clinic_date = c.days(-rng.randrange(1, 14))
    if terse:
        d.t("clinic note - " + sc["clinic"] + " - {dt}\n", dt=c.date(clinic_date, rng.choice(["dmy", "dm_num", "dmy_nz"])))
        d.t("{p} ({hv}) {as}\n", p=rng.choice([c.pt.full(), c.pt.comma("plain")]), hv=S(c.hid[2], c.hid[1]), **{"as": c.age_sex()})
        d.t("seen by {dr} w/ {relx}.\n", dr=c.doc_name(c.cons))
        d.t("hx: ")
        d.t(sc["hx"])
        d.t("\nexam: {v}\n", v=C.vitals(rng, terse=True))
        d.t("imp: " + sc["dx"].lower() + "\nplan: " + sc["plan"] + " {rolex}\n")
        d.t("fu {wk}/52 in {h}. gp letter to {gp} @ {pr}.\n", wk=str(rng.randrange(2, 16)), h=c.hosp(),
            gp=c.doc_name(c.gp), pr=S("HOSPITAL", c.practice))
        d.t("-- {s}\n", s=rng.choice([c.cons.initials(lower=True), c.cons.sur()]))
        return d, "terse"
    layout = rng.choice(["letter", "letter", "letter with summary box"])
    spec = sc["spec"]
    hosp_addr = c.org_addr()
    d.emit(["Department of " + spec + "\n", c.hosp(), "\n"])
    d.emit(B.addr_lines(c, hosp_addr))
    if rng.random() < 0.6:
        d.emit([S("ORGANIZATION", c.trust), "\n"])
    sec = c.staff(title=rng.choice(["Ms", "Mrs", "Mr", "Miss"]))
    d.emit(["\nConsultant: ", c.doc_name(c.cons, "sign"), "\n"])
    d.emit(["Secretary: ", rng.choice([sec.full(), sec.t_sur(), sec.first()]), "   Tel: ", S("PHONE", c.loc.phone_ext()), "\n"])
    if rng.random() < 0.6:
        d.emit(["Email: ", c.email(sec, domain=rng.choice(["example.net", "nhs.example.net", "example.org"])), "\n"])
    d.emit(["\nClinic date: ", c.date(clinic_date), "\n"])
    if rng.random() < 0.6:
        d.emit(["Dictated: ", c.date(clinic_date, "dmy"), "   Typed: ", c.date(c.ref, "dmy"), "\n"])
    if rng.random() < 0.3:
        d.emit(["Video consultation; patient connected from ", c.ip(), "\n"])
    if rng.random() < 0.6:
        d.emit(["Clinic code: " + rng.choice(["RHEU2", "CARD-NP", "MEM1", "FALLS3", "TIA-AM"]) + "   Attendance no: ",
                c.account(), "\n"])
    d.emit("\n")
    d.emit([rng.choice([c.gp.t_full(), c.gp.t_init("A"), c.gp.t_sur()]), "\n", S("HOSPITAL", c.practice), "\n"])
    d.emit(B.addr_lines(c, c.practice_addr))
    d.emit("\n")
    d.emit(B.dear(c, c.gp))
    d.emit("\n\n")
    _pt_re_line(d, c)
    if layout == "letter with summary box":
        d.emit("+-------------------------------------------------+\n")
        d.emit("| Diagnosis: " + sc["dx"] + "\n")
        d.emit("| Plan: " + sc["plan"].split(".")[0] + ".\n")
        d.emit("| Follow-up: " + rng.choice(["6 weeks", "3 months", "6 months", "discharged to GP"]) + "\n")
        d.emit("+-------------------------------------------------+\n\n")
    else:
        d.emit("Diagnoses:\n1. " + sc["dx"] + "\n")
        B.pmh_block(d, c, n=rng.randrange(1, 4), style="dash")
        d.emit("\n")
    d.emit("Medication:\n")
    B.meds_block(d, c, style=rng.choice(["list", "inline"]))
    d.emit("\n")
    rel, r = c.spouse() if rng.random() < 0.5 else c.child()
    op = rng.randrange(4)
    if op == 0:
        d.t("I saw {p} today in the " + sc["clinic"] + ", accompanied by {his} " + rel + " {r}. ",
            p=c.pt_name("short"), r=rng.choice([r.first(), r.full()]))
    elif op == 1:
        d.t("Thank you for referring this pleasant {age} {prof}, whom I reviewed on {dt}. ",
            age=c.age_frag(form=rng.choice(["-year-old", "words-year-old"])), prof=c.prof(), dt=c.date(clinic_date, "wd_dm_ord"))
    elif op == 2:
        d.t("{p} attended alone today; {his} " + rel + " {r} usually comes but was working at {emp}. ",
            p=c.pt_name("short"), r=r.first(), emp=c.org(c.loc.employer()))
    else:
        d.t("I reviewed {p} ({age}) in clinic with {his} " + rel + ", {r}. ", p=c.pt.t_sur(dot=rng.random() < 0.3),
            age=S("AGE", str(c.age)), r=r.t_sur())
    _scen_text(d, c, sc, "hx")
    d.emit("\n\nOn examination: ")
    _scen_text(d, c, sc, "exam")
    d.emit("\n\n")
    if rng.random() < 0.5:
        d.t("Results: {labs} ({dt}, lab no. {acc}).\n\n", dt=c.date(c.days(-rng.randrange(2, 20))), acc=c.idnum())
    d.emit("Plan:\n")
    d.t(sc["plan"] + " {wn} " + rng.choice(["{rolex}", "", "{epo}"]) + "\n")
    if rng.random() < 0.35:
        d.t("{He} has {epo}; I have not changed management for this. Seen with " + rng.choice(["our SpR ", "the registrar, ", "Dr "]) + "{s}.\n",
            s=c.staff().full())
    if rng.random() < 0.25:
        d.t("{He} has an implanted " + rng.choice(["dual-chamber pacemaker", "loop recorder", "ICD", "cochlear implant"]) +
            " (serial {sn}), checked on {dt}.\n", sn=c.device(), dt=c.date(c.days(-rng.randrange(30, 400))))
    if rng.random() < 0.3:
        d.t("Patient information is available at {u}.\n", u=c.url(c.hospital))
    d.emit("\nYours sincerely,\n\n\n")
    B.signature(d, c, c.cons, "Consultant " + rng.choice(["Physician", "in " + spec, spec + " Specialist", "Surgeon"]),
                licence="doc" if rng.random() < 0.5 else None)
    d.emit("\n")
    if rng.random() < 0.6:
        d.emit(["cc: ", c.pt_name("formal"), ", ", c.addr_frags(), "\n"])
    if rng.random() < 0.4:
        d.emit(["cc: ", rng.choice([c.staff().t_sur(), c.staff(title="Sister").t_full()]), ", " + rng.choice(["specialist nurse", "physiotherapy", "community matron"]), "\n"])
    B.typist(d, c, c.cons, other=sec)
    return d, layout


# ---------------------------------------------------------------- discharge letters
def discharge_letter(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    sc = pick(c)
    adm = c.days(-rng.randrange(2, 30))
    dis = c.ref
    ward = c.loc.ward()
    ward2 = c.loc.ward()
    fy = c.staff()
    if terse:
        d.t("d/c summary {h} {w}\n", h=c.hosp(), w=S("HOSPITAL", ward))
        d.t("{p} {as} {hl} {hv}\n", p=c.pt.comma("plain"), **{"as": c.age_sex()}, hl=c.hid[0].lower(), hv=S(c.hid[2], c.hid[1]))
        d.t("adm {a} d/c {b}. cons {cn}\n", a=c.date(adm, rng.choice(["dm_num", "dmy_short", "dmy_nz"])),
            b=c.date(dis, rng.choice(["dm_num", "dmy_short", "dmy_nz"])), cn=c.cons.sur())
        p2 = rng.choice(C.PROBLEMS)
        d.t("dx " + sc["dx"].lower() + ". " + p2[0] + " (" + p2[1] + ")\n")
        d.t("bay {bay} bed {bed} -> side rm {sr}. {epo}\n", bay=S("LOCATION_OTHER", str(rng.randrange(1, 7))),
            bed=c.bed(), sr=c.room())
        d.t("bloods {l}\n", l=C.lab_panel(rng, "terse"))
        d.t("tto: " + "; ".join(rng.sample(C.MEDS, 4)) + "\n")
        d.t("home w/ {rel}. dn to visit from {dt}. fu {cl} {w}/52\n", rel=B.relx(c, cap=False),
            dt=c.date(dis + dt.timedelta(days=2), rng.choice(["wd", "wd3", "dm_num"])),
            cl=sc["clinic"], w=str(rng.randrange(2, 12)))
        d.t("{rolex} lives w/ {sp} ({sa}).\n", sp=c.spouse()[0], sa=S("AGE", str(c.rel_age(c.spouse()[0]))))
        d.t("{f} fy1 bleep {b}\n", f=rng.choice([fy.full(), fy.initials(lower=True), fy.sur()]), b=S("PHONE", c.loc.bleep()))
        return d, "terse"
    layout = rng.choice(["structured summary", "structured summary", "letter"])
    d.emit([rng.choice(["DISCHARGE SUMMARY", "INPATIENT DISCHARGE LETTER", "Discharge Summary"]), "\n", c.hosp()])
    if rng.random() < 0.5:
        d.emit([" - ", S("ORGANIZATION", c.trust)])
    d.emit("\n\n")
    if layout == "letter":
        d.emit([c.gp.t_full(), "\n", S("HOSPITAL", c.practice), "\n"])
        d.emit(B.addr_lines(c, c.practice_addr))
        d.emit(["\n", c.date(dis, rng.choice(["long", "long_ord"])), "\n\n"])
        d.emit(B.dear(c, c.gp))
        d.emit("\n\n")
        _pt_re_line(d, c)
    else:
        d.emit(["Patient: ", c.pt_name("header"), "\n"])
        if c.pt.nick and rng.random() < 0.6:
            d.emit(["Known as: ", c.pt.nickname(), "\n"])
        d.emit(["DOB: ", c.dob_frag(), "   Age: ", S("AGE", str(c.age)), "\n"])
        d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "   MRN: ", S("MRN", c.hosp_no), "\n"])
        d.emit(["Address: ", c.addr_frags(), "\n"])
        d.emit(["GP: ", c.doc_name(c.gp), ", ", S("HOSPITAL", c.practice), "\n"])
        d.emit(["Encounter no: ", c.account(), "\n"])
    d.emit(["Ward: ", S("HOSPITAL", ward)])
    if rng.random() < 0.6:
        d.emit([", bay ", S("LOCATION_OTHER", str(rng.randrange(1, 8))), " bed ", c.bed()])
    d.emit("\n")
    d.emit(["Admitted: ", c.date(adm), " via " + rng.choice(["ED", "AMU", "GP referral", "SDEC", "ambulance"]) +
            "   Discharged: ", c.date(dis), " " + rng.choice(C.TIMES) + "\n"])
    d.emit(["Consultant: ", c.doc_name(c.cons), " (" + sc["spec"] + ")\n\n"])
    d.emit("Primary diagnosis: " + sc["dx"] + "\n")
    p2 = rng.choice(C.PROBLEMS)
    d.emit("Secondary diagnosis: " + p2[0] + " (" + p2[1] + ")\n\nCo-morbidities: ")
    B.pmh_block(d, c, style="inline")
    d.emit("\nPresentation:\n")
    d.t("{p}, a {a} " + rng.choice(["retired ", "", ""]) + "{pr}, presented on {dt} with " + sc["reason"] + " {dur}. ", p=c.pt_name("short"),
        a=c.age_frag(form=rng.choice(["-year-old", "words-year-old", " year old"])), pr=c.prof(),
        dt=c.date(adm, rng.choice(["wd", "dm_ord", "wd_dm_ord", "dm"])))
    _scen_text(d, c, sc, "hx")
    d.emit("\n\nHospital course:\n")
    d.t("Initial observations: {vitals}; {score}. Bloods: {labs}. ")
    d.t("{He} was moved from {w1} to {w2} on {dt} " + rng.choice(["for rehabilitation", "after a fall on the ward",
                                                                      "for isolation", "when a bed became available"]) + ". ",
        w1=S("HOSPITAL", ward), w2=S("HOSPITAL", ward2), dt=c.date(adm + dt.timedelta(days=rng.randrange(1, 5)),
                                                                    rng.choice(["dm", "dm_ord", "wd", "dmy"])))
    if rng.random() < 0.5:
        d.t("A catheter (Foley 14Fr) was inserted for retention and removed before discharge. ")
    if rng.random() < 0.3:
        d.t("A permanent pacemaker was implanted on {dt} (device serial {sn}); wound check in 7 days. ",
            dt=c.date(adm + dt.timedelta(days=2)), sn=c.device())
    if rng.random() < 0.6:
        d.t("Reviewed by {r} and {r2}. ", r=rng.choice(C.ROLES), r2=rng.choice(C.ROLES))
    d.t("{wno} {rolex} {epo}\n\n")
    d.emit("Medications on discharge:\n")
    d.emit("  DRUG / DOSE / FREQUENCY           STATUS\n")
    for m in rng.sample(C.MEDS, rng.randrange(4, 9)):
        d.emit("  %-34s %s\n" % (m, rng.choice(["continued", "NEW", "dose changed", "continued", "STOPPED"])))
    d.emit("\nAllergies: " + rng.choice(C.ALLERGIES) + "\n\n")
    d.emit("Follow-up: ")
    d.t(rng.choice(["Clinic in 6 weeks with {dr}. ", "No hospital follow-up; GP to review in 2 weeks. ",
                    "Telephone review by {dr} on {dt}. ", "Repeat bloods at the GP surgery in 1 week. "]),
        dr=c.doc_name(c.cons), dt=c.date(dis + dt.timedelta(days=rng.randrange(7, 60))))
    d.emit("\n")
    if rng.random() < 0.5:
        rel, r = c.child() if rng.random() < 0.5 else c.spouse()
        d.t("Discharge plan discussed with {his} " + rel + " {r} ({ph}), who will collect {him} from {h}. {p}'s " +
            rng.choice(["keys", "medication", "walking frame"]) + " are with {r2}.\n", p=c.pt.first(), r2=r.first(),
            r=rng.choice([r.full(), r.first(), r.t_sur()]), ph=c.phone("mobile"), h=S("HOSPITAL", ward))
    d.t(rng.choice(["Capacity: {He} has capacity for discharge decisions under {law_cap}. ",
                    "No restrictions under {law_cap} were required. ", "{He} was not detained under {law_mh}. ",
                    "DoLS not required. ", ""]) + "{rolex}\n")
    if rng.random() < 0.3:
        d.t("District nurses at {pr} asked to visit from {dt} for wound care.\n", pr=S("HOSPITAL", c.practice),
            dt=c.date(dis + dt.timedelta(days=1), rng.choice(["wd", "wd_num", "dm"])))
    d.emit("\n")
    d.emit(["Completed by: ", rng.choice([fy.t_full(), fy.full(), fy.t_init("A")]), " (" + rng.choice(["FY1", "FY2", "CT1", "ST3", "ANP"]) + ")"])
    d.emit(["  bleep ", S("PHONE", c.loc.bleep()), "\n"])
    if rng.random() < 0.5:
        d.emit(["Verified by: ", c.doc_name(c.cons, "sign"), " on ", c.date(dis, "dmy"), "\n"])
    if rng.random() < 0.45:
        d.emit(["Sent electronically to ", S("HOSPITAL", c.practice), " by user ", c.username(fy)])
        d.emit([" from workstation ", c.ip(), "\n"] if rng.random() < 0.5 else "\n")
    return d, layout
