"""Genres: occupational-health and insurance reports; safeguarding referrals; ambulance patient report forms."""
import datetime as dt

import blocks as B
import clinical as C
import phi
import pools
from doc import Doc, S, fmt_date, words

OH_PROVIDERS = ["Beacon Occupational Health Ltd", "Workwell OH Services", "Keystone Health at Work", "Lantern OH Partnership",
                "Meridian Workplace Health", "Harbourside Occupational Medicine", "Tallowood Workplace Health",
                "Copperbeech OH", "Northgate Employee Health"]
OH_ISSUES = [
    ("low back pain with sciatica", "M54.3", "avoid lifting over 10 kg and allow regular breaks"),
    ("work-related stress and anxiety", "F43.2", "a stress risk assessment and a phased return over four weeks"),
    ("recovery after a right total knee replacement", "Z96.651", "seated duties for six weeks"),
    ("carpal tunnel syndrome", "G56.0", "a keyboard and mouse assessment and job rotation"),
    ("epilepsy with a seizure at work", "G40.9", "no driving, working at height or lone working until seizure-free"),
    ("depression", "F32.1", "reduced hours and a fortnightly catch-up with the manager"),
    ("long COVID with fatigue", "U09.9", "a flexible start time and home working two days a week"),
    ("shoulder impingement", "M75.4", "no overhead work for three months"),
    ("alcohol dependence, now abstinent", "F10.2", "support from the employee assistance programme"),
]


def occ_health_insurance(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    issue, icd, adj = rng.choice(OH_ISSUES)
    mgr = phi.make_person(rng, c.code, "FAMILY", title=rng.choice(["Mr", "Ms", "Mrs"]))
    ohp = c.staff(title=rng.choice(["Dr", "Dr", "Ms", "Mr"]))
    off_date = c.days(-rng.randrange(14, 200))
    if terse:
        d.t("oh tel consult {dt} {tm} - {prov}\n", dt=c.date(c.ref, rng.choice(["dm_num", "dmy_short"])), tm=rng.choice(C.TIMES),
            prov=c.org(rng.choice(OH_PROVIDERS)))
        d.t("ee {p} {a}, {pr} at {e}. emp no {en}. mgr {m}. site badge biometric id {b}.\n", b=c.bio(rng.choice(["fp", "palm", "iris"])), p=c.pt.full(), a=c.age_frag(form=rng.choice(["y", "yo"])), pr=c.prof(),
            e=c.org(), en=c.idnum(), m=rng.choice([mgr.full(), mgr.first()]))
        d.t("off since {o} w/ " + issue + " (" + icd + "). {v}. {sc}.\n", o=c.date(off_date, rng.choice(["dm_num", "dm", "my"])),
            v=C.vitals(rng, terse=True), sc=rng.choice(C.SCORES).lower())
        d.t("fit for phased rtw from {r} with " + adj + ". {law_work} likely applies.\n",
            r=c.date(c.ref + dt.timedelta(days=rng.randrange(3, 20)), rng.choice(["wd", "wd_num", "dm_num"])))
        d.t("drives co van {v}; licence {l}. video link from {ip}.\n", v=c.vehicle(), l=S("LICENSE", c.loc.drive_licence(c.pt, c.dob)), ip=c.ip())
        d.t("-- {o} oh " + rng.choice(["adv", "phys", "nurse"]) + "\n", o=ohp.initials(lower=True))
        return d, "terse"
    layout = rng.choice(["oh report", "oh report", "insurance report", "insurance report"])
    if layout == "oh report":
        prov = rng.choice(OH_PROVIDERS)
        d.emit([S("ORGANIZATION", prov), "\n"])
        d.emit(B.addr_lines(c, c.org_addr()))
        d.emit(["Tel: ", c.phone(), "   Secure portal: ", c.url(prov), "\n\n"])
        d.emit("CONFIDENTIAL - MANAGEMENT REFERRAL REPORT\n\n")
        d.emit(["To: ", rng.choice([mgr.t_full(), mgr.full()]), ", " + rng.choice(["Line Manager", "HR Business Partner", "Site Supervisor", "Operations Manager"]) + ", ",
                c.org(), "\n"])
        if rng.random() < 0.5:
            d.emit(["Email: ", c.email(mgr, domain=rng.choice(["example.com", "example.net"])), "\n"])
        d.emit(["Employee: ", c.pt_name("formal"), "   DOB: ", c.dob_frag(), "\n"])
        d.emit(["Employee no: ", c.idnum(), "   Job title: ", c.prof(), "\n"])
        if c.code in ("ENG", "WLS", "SCT", "NIR"):
            d.emit(["NI No: ", S("SSN", phi.ni_number(rng)), "\n"])
        else:
            d.emit(c.nat_id())
            d.emit("\n")
        d.emit(["Date of assessment: ", c.date(c.ref, rng.choice(["long", "long_ord", "dmy", "wd_comma"])),
                " (" + rng.choice(["face to face", "telephone", "video"]) + ")\n\n"])
        d.t("Consent: {p} gave informed consent to this report being released, in line with " + rng.choice(_oh_law(c)) + ".\n\n",
            p=c.pt_name("short"))
        d.t("{p} is a {a} {pr}. ", p=c.pt_name("short"), a=c.age_frag(form=rng.choice(["-year-old", "words-year-old"])), pr=c.prof())
        d.t("Background: {He} has worked for {e} for " + words(rng.randrange(1, max(2, min(30, c.age - 17)))) + " years and has been absent since {o} with "
            + issue + " {dur}. {He} is under the care of {cons} at {h} and {his} GP, {gp}. {wn}\n\n",
            e=c.org(), o=c.date(off_date, rng.choice(["long_ord", "dmy", "dm_ord", "my"])), cons=c.doc_name(c.cons), h=c.hosp(),
            gp=c.doc_name(c.gp))
        d.t("Current position: {vitals}. {score}. Medication: " + "; ".join(rng.sample(C.MEDS, 2)) + ".\n\n")
        d.t("Opinion: {He} is fit for a phased return from {r}, with " + adj + ". The Equality Act 2010 is likely to apply. ",
            r=c.date(c.ref + dt.timedelta(days=rng.randrange(3, 20)), rng.choice(["wd_dm_ord", "wd", "dmy", "long"])))
        if rng.random() < 0.5:
            d.t("{He} drives a company vehicle ({v}) and holds a " + rng.choice(["Category C", "full", "Category D"]) +
                " licence, number {l}; {pb} guidance has been discussed. ", v=c.vehicle(), l=S("LICENSE", c.loc.drive_licence(c.pt, c.dob)),
                pb=rng.choice(C.PUBLIC_BODIES["UK"][:1] + C.PUBLIC_BODIES.get(c.code, ["the licensing authority"])[:1]))
        if rng.random() < 0.3:
            d.t("Site access is by biometric reader (enrolment ID {b}); no change needed. ", b=c.bio(rng.choice(["fp", "palm", "iris"])))
        d.t("{rolex} Advice is given under {law_work}. Review in " + rng.choice(["4", "6", "8"]) + " weeks, on {rv}.\n\n", rv=c.date(c.ref + dt.timedelta(days=rng.randrange(25, 60)), "dmy"))
        d.emit([ohp.t_full(), "\n", rng.choice(["Occupational Health Physician", "Occupational Health Advisor", "Specialist OH Nurse"]), "  ",
                c.licence("doc" if ohp.title == "Dr" else "nurse"), "\n"])
        if rng.random() < 0.6:
            d.emit(["Report uploaded by ", c.username(ohp), " from ", c.ip(), " on ", c.date(c.ref, "iso"), "\n"])
        return d, layout
    # insurance report
    ins = rng.choice(pools.INSURERS)
    handler = phi.make_person(rng, c.code, "FAMILY", title=rng.choice(["Mr", "Ms", "Mrs"]))
    us = rng.random() < 0.2
    d.emit([S("ORGANIZATION", ins), " - " + rng.choice(["Claims Department", "Underwriting", "Income Protection Claims", "Medical Evidence Team"]) + "\n"])
    if us:
        d.emit([S("STREET", "%d %s %s, Suite %d" % (rng.randrange(100, 9000), rng.choice(pools.STREET_WORDS), rng.choice(["Parkway", "Boulevard", "Avenue"]), rng.randrange(100, 900))),
                ", ", S("CITY", rng.choice(pools.TOWNS["US"]))])
        st = rng.choice(pools.US_STATES)
        d.emit([", ", S("STATE", st[0] if rng.random() < 0.7 else st[1]), " ", S("ZIP", "%05d" % rng.randrange(10000, 99999)), ", ", S("COUNTRY", rng.choice(["USA", "United States"])), "\n"])
        d.emit(["Tel: ", S("PHONE", "(%d) 555-01%02d" % (rng.choice([614, 412, 612, 503, 512, 617, 404, 602]), rng.randrange(100))),
                "   Fax: ", S("FAX", "%d-555-01%02d" % (rng.choice([614, 412, 612]), rng.randrange(100))), "\n"])
    else:
        d.emit(B.addr_lines(c, c.org_addr()))
        d.emit(["Tel: ", c.phone(), "   Fax: ", c.fax(), "\n"])
    d.emit(["Email: ", c.email(handler, domain=rng.choice(["example.com", "example.org"])), "   Portal: ", c.url(ins), "\n\n"])
    lab, pol = c.loc.insurance()
    if lab.lower().startswith("policy"):
        lab = "Group scheme no"
    d.emit(["Policy number: ", S("HEALTHPLAN", "%s%s" % ("".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)), phi.digits(rng, 7))), "\n"])
    d.emit(["Claim number: ", S("HEALTHPLAN", "CLM-%d-%s" % (c.ref.year, phi.digits(rng, 6))), "\n"])
    if rng.random() < 0.5:
        d.emit([lab + ": ", S("HEALTHPLAN", pol), "\n"])
    d.emit(["Date: ", c.date(c.ref), "\n\n"])
    d.emit(["To: ", c.gp.t_full(), ", ", S("HOSPITAL", c.practice), "\n\n"])
    d.emit("GENERAL PRACTITIONER'S REPORT (GPR)\n\n")
    d.emit(["Insured: ", c.pt_name("formal"), "\n"])
    d.emit(["Date of birth: ", c.dob_frag(), "   Age at claim: ", S("AGE", str(c.age)), "\n"])
    if us:
        d.emit(["US Social Security No: ", S("SSN", phi.us_ssn(rng)), "\n"])
    else:
        d.emit(c.nat_id())
        d.emit("\n")
    d.emit(["Address: ", c.addr_frags(), "\n"])
    d.emit(["Occupation: ", c.prof(), " with ", c.org(), "\n"])
    if rng.random() < 0.35:
        d.emit(["Telephone identity check: voiceprint ", c.bio("voice"), " matched on ", c.date(c.days(-rng.randrange(1, 20)), "dmy"), "\n"])
    d.emit(["Claim: " + rng.choice(["income protection", "critical illness", "life cover application", "private medical insurance pre-authorisation"]) +
            " - " + issue + " from ", c.date(off_date, rng.choice(["dmy", "long"])), "\n\n"])
    d.t("Consent under {law_work} is enclosed; the applicant has asked to see the report. Records released under {law_rec}.\n\n")
    d.emit("Q1. Please list all consultations in the last five years.\n")
    day = c.days(-rng.randrange(900, 1800))
    for _ in range(rng.randrange(3, 6)):
        day += dt.timedelta(days=rng.randrange(30, 300))
        if day >= c.ref:
            break
        p = rng.choice(C.PROBLEMS)
        d.emit(["  ", c.date(day, rng.choice(["dmy", "mon_sp", "dmy_short"])), "  " + p[0] + " (" + p[1] + ") - seen by ", c.doc_name(rng.choice([c.gp, c.staff()])), "\n"])
    d.emit("Q2. Current treatment: " + "; ".join(rng.sample(C.MEDS, 3)) + "\n")
    d.t("Q3. Prognosis: {He} is expected to return to work as a {pr} within " + rng.choice(["3 months", "6 months", "12 months"]) + ". {wn}\n",
        pr=c.prof())
    d.t("Q4. Smoking/alcohol: " + rng.choice(["never smoked", "ex-smoker since {y}", "smokes 10/day"]) + "; alcohol " + str(rng.randrange(0, 40)) + " units/week.\n",
        y=S("DATE", str(c.ref.year - rng.randrange(1, 20))))
    d.t("Q5. Family history: {fm} had " + rng.choice(["bowel cancer", "a myocardial infarction", "Huntington's disease", "breast cancer"]) + " at {fa}.\n",
        fm=rng.choice([["father"], ["mother"], ["brother ", c.rel("brother")[1].first()], ["sister ", c.rel("sister")[1].first()]]),
        fa=S("AGE", str(rng.randrange(38, 80))))
    d.emit(["\nPlease return to ", handler.full(), ", Claims Assessor, quoting the claim number. Our fee of 104 pounds will be paid on receipt.\n"])
    d.emit(["\nCompleted by: ", c.gp.full(), "   ", c.licence("doc"), "\n"])
    return d, layout


def _oh_law(c):
    if c.code in ("ENG", "WLS", "SCT", "NIR"):
        return ["the Access to Medical Reports Act 1988", "UK GDPR Article 9", "the Data Protection Act 2018"]
    if c.code == "IE":
        return ["the Data Protection Act 2018", "GDPR Article 9", "the Safety, Health and Welfare at Work Act 2005"]
    if c.code == "AU":
        return ["the Privacy Act 1988", "the Work Health and Safety Act 2011"]
    if c.code == "NZ":
        return ["the Health Information Privacy Code 2020", "the Health and Safety at Work Act 2015"]
    return ["PHIPA 2004", "the Occupational Health and Safety Act"]


# ---------------------------------------------------------------- safeguarding
def safeguarding(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    child = c.age < 18
    referrer = c.staff(title=rng.choice(["Dr", "Sister", "Ms", "Mr", "Nurse"]))
    police_ref = c.idnum()
    council = c.loc.council(c.addr["town"])
    if terse:
        d.t("safeguarding call {dt} {tm}\n", dt=c.date(c.ref, rng.choice(["dm_num", "dmy_short", "wd3"])), tm=rng.choice(C.TIMES))
        if child:
            mum = c.rel("mother")[1]
            d.t("child {p} {a}, at {s}. mum {m} {ma}. ", p=c.pt.full(), a=c.age_frag(form=rng.choice(["y", "yo", " yrs"])),
                s=c.org(c.loc.school()), m=mum.full(), ma=S("AGE", str(c.age + rng.randrange(17, 35))))
            d.t("mum's partner {pp} - " + rng.choice(["bruising to upper arm seen", "dv disclosed", "child disclosed being hit"]) + ".\n",
                pp=c.rel("partner", "M")[1].first())
        else:
            rel, r = c.child()
            if c.age < 55:
                rel, r = c.rel(rng.choice(["partner", "flatmate", "neighbour"]))
            d.t("adult {p} {a}. concern re {r} (" + rel + ") - " + rng.choice(["taking pension", "not feeding", "shouting, pushed her", "using bank card"]) + ".\n",
                p=c.pt.full(), a=c.age_frag(form=rng.choice(["y", "yo"])), r=r.first())
        d.t("addr {a}. {hl} {hv}\n", a=c.addr_frags(), hl=c.hid[0].lower(), hv=S(c.hid[2], c.hid[1]))
        d.t("rang {co} mash, spoke to sw {sw}, ref {rf}. police ({pf}) inc {pr}.\n", co=S("ORGANIZATION", council),
            sw=c.staff(title="Ms").full(), rf=c.idnum(), pf=S("ORGANIZATION", c.loc.police()), pr=police_ref)
        d.t("{rolex} referral under {law}.\n{r} - {role}\n", r=rng.choice([referrer.initials(lower=True), referrer.full()]), role=rng.choice(["sg lead", "dn", "gp", "hv"]),
            law=C.law(c, "sgc" if child else "sga"))
        return d, "terse"
    layout = "child protection referral" if child else rng.choice(["adult safeguarding referral", "adult safeguarding referral", "concern log"])
    if layout == "concern log":
        d.emit(["SAFEGUARDING CONCERN LOG - ", c.hosp(), "\n"])
        d.emit(["Datix/incident ref: ", c.idnum(), "\n"])
        d.emit(["Patient: ", c.pt_name("header"), " (", S("AGE", str(c.age)), ")  ", S(c.hid[2], c.hid[1]), "\n"])
        d.emit(["Ward: ", S("HOSPITAL", c.loc.ward()), ", bed ", c.bed(), "\n\n"])
        day = c.days(-rng.randrange(2, 8))
        for _ in range(rng.randrange(3, 6)):
            day += dt.timedelta(days=rng.randrange(0, 2))
            st = c.staff(title=rng.choice(["SN", "Dr", "HCA", "Sister"]))
            d.t("{dt} " + rng.choice(C.TIMES) + " ({s}): ", dt=c.date(day, rng.choice(["dmy", "dmy_short", "wd_num"])),
                s=[st.title + " ", rng.choice([st.full(), st.sur(), st.initials()])])
            rel, r = c.rel()
            d.t(rng.choice(["{r} (" + rel + ") visited and was heard shouting at the patient. ",
                            "Patient disclosed that {r} keeps {his} bank card and PIN. ",
                            "Unexplained bruising to both forearms, body map completed. ",
                            "{r} (" + rel + ") asked staff not to tell the patient about the house sale. ",
                            "Patient tearful, said '{r} hits me when I wet the bed'. "]) + "{wno} {rolex}\n", r=rng.choice([r.first(), r.full()]))
        d.t("\nReferred to {co} under {law_sga} on {dt}; police informed, ref {pr}. {rolex}\n", co=S("ORGANIZATION", council), dt=c.date(c.ref, "dmy"), pr=police_ref)
        return d, layout
    if child:
        d.emit(["REQUEST FOR SERVICES / CHILD PROTECTION REFERRAL\nTo: ", S("ORGANIZATION", council), " " +
                rng.choice(["MASH", "Children's Services", "Front Door", "Duty and Assessment Team"]) + "\n"])
    else:
        d.emit(["ADULT SAFEGUARDING REFERRAL\nTo: ", S("ORGANIZATION", council), " " +
                rng.choice(["Adult Social Care", "Safeguarding Adults Team", "Adult Protection Unit"]) + "\n"])
    d.emit(["Referral ref: ", c.idnum(), "   Date: ", c.date(c.ref), "\n\n"])
    d.emit("REFERRER\n")
    d.emit(["Name: ", referrer.t_full(), "   Role: " + rng.choice(["GP", "Health Visitor", "District Nurse", "ED Nurse", "School Nurse", "Safeguarding Lead"]) + "\n"])
    d.emit(["Organisation: ", rng.choice([S("HOSPITAL", c.practice), c.hosp(), S("ORGANIZATION", c.trust)]), "\n"])
    d.emit(["Tel: ", c.phone(), "   Email: ", c.email(referrer, domain=rng.choice(["nhs.example.net", "example.org"])), "\n\n"])
    d.emit("CHILD\n" if child else "ADULT AT RISK\n")
    d.emit(["Name: ", c.pt_name("formal" if not child else "header"), "\n"])
    if c.pt.nick:
        d.emit(["Known as: ", c.pt.nickname(), "\n"])
    d.emit(["DOB: ", c.dob_frag(), "   Age: ", S("AGE", str(c.age)), "\n"])
    d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
    d.emit(["Address: ", c.addr_frags(), "\n"])
    d.emit(["GP: ", c.doc_name(c.gp), ", ", S("HOSPITAL", c.practice), "\n"])
    if child:
        if c.age >= 5:
            d.emit(["School: ", c.org(c.loc.school()), "  (Year " + str(max(1, min(13, c.age - 4))) + ")\n"])
        else:
            d.emit(["Nursery: ", c.org(rng.choice(["%s Day Nursery" % c.loc.town(), "Little Acorns Nursery", "%s Children's Centre" % c.loc.town()])),
                    "; health visitor ", c.staff(title=rng.choice(["Ms", "Mrs", "Mr"])).full(), "\n"])
        mum = c.rel("mother")[1]
        ma = c.age + rng.randrange(17, 35)
        d.emit(["Mother: ", mum.full(), ", DOB ", c.date(c.dob.replace(year=c.dob.year - (ma - c.age)) if not (c.dob.month == 2 and c.dob.day == 29) else c.dob, "dmy"),
                ", tel ", c.phone("mobile"), "\n"])
        sibs = []
        for _ in range(rng.randrange(0, 3)):
            s = phi.make_person(rng, c.code, "FAMILY")
            s.surname = c.pt.surname
            sibs.append((s, rng.randrange(0, max(1, min(17, ma - 17)))))
        if sibs:
            d.emit("Siblings: ")
            for i, (s, a) in enumerate(sibs):
                if i:
                    d.emit("; ")
                d.emit([s.full(), " (", S("AGE", str(a)), ")"])
            d.emit("\n")
        pp = c.rel("partner", "M")[1]
        d.emit(["Mother's partner: ", pp.full(), " (", S("AGE", str(max(19, ma + rng.randrange(-3, 10)))), "), occupation ", S("PROFESSION", rng.choice(pools.PROFESSIONS)), "\n\n"])
        d.emit("CONCERN\n")
        d.t("{p} attended " + rng.choice(["the ED", "the surgery", "school"]) + " on {dt} with " +
            rng.choice(["a spiral fracture of the left humerus", "fingertip bruising to the upper arms", "a burn to the right hand",
                        "head lice and weight below the 0.4th centile"]) + ". The explanation given by {m} was inconsistent. "
            + ("{p2} told {tn} that {pp} " + rng.choice(["'gets angry'", "'locks me in'", "'shouted and threw the remote'"]) + ". "
               if c.age >= 5 else "{p2} was quiet and watchful; {pp} did most of the talking. ") + "{rolex}\n",
            p=c.pt.first(), dt=c.date(c.days(-rng.randrange(0, 3)), rng.choice(["wd", "wd_dm_ord", "dmy"])), m=mum.first(),
            p2=c.pt.first(), tn=rng.choice([c.staff(title="Mrs").t_sur(), ["the school nurse"]]), pp=pp.first())
        d.t("Threshold for enquiries considered under {law_sgc}. {rolex}\n")
    else:
        if c.age >= 60 and rng.random() < 0.6:
            rel, r = c.child()
        elif c.age >= 60:
            rel, r = c.rel(rng.choice(["neighbour", "lodger", "carer", "grandson"]))
        else:
            rel, r = c.rel(rng.choice(["partner", "neighbour", "flatmate", "brother", "carer"]))
        d.emit(["\nPERSON ALLEGED TO BE CAUSING HARM\nName: ", r.full(), " (" + rel + ")   Age: ", S("AGE", str(rng.randrange(19, 70))), "\n"])
        if rng.random() < 0.5:
            d.emit(["Address: ", c.addr_frags(c.loc.address(with_region=False)), "\n"])
        if rng.random() < 0.4:
            d.emit(["Vehicle: ", rng.choice(["silver hatchback", "white van", "black 4x4"]), ", reg ", c.vehicle(vin=False), "\n"])
        if rng.random() < 0.25:
            d.emit(["Known to police; fingerprint record ", c.bio("fp"), "\n"])
        d.emit("\nCONCERN\n")
        d.t("Type: " + rng.choice(["financial abuse", "neglect", "physical abuse", "psychological abuse", "self-neglect"]) + ". ")
        d.t("{p} told {ref} on {dt} that {r} " + rng.choice(["has taken {his} pension card and withdraws money weekly",
                                                            "leaves {him} without food for days", "pushed {him} against the door",
                                                            "threatens to put {him} in a home"]) + ". ",
            p=c.pt_name("short"), ref=rng.choice([referrer.t_sur(), ["the district nurse"]]), dt=c.date(c.days(-rng.randrange(0, 5)), rng.choice(["wd", "dm_ord", "dmy"])),
            r=rng.choice([r.first(), r.t_sur()]))
        d.t("{He} is a retired {pr} who " + rng.choice(["has dementia (MMSE 17/30)", "has capacity for this decision", "is housebound"]) + ". {wn}\n",
            pr=c.prof())
        d.t("Consent: " + rng.choice(["given", "not given - referral made in vital interests", "lacks capacity; best interests under {law_cap}"]) + ". "
            "Referral made under {law_sga}.\n")
    d.emit("\nACTIONS\n")
    d.t("Police informed: {pf}, incident no. {pr}, officer {pc} ({ph}).\n", pf=S("ORGANIZATION", c.loc.police()), pr=police_ref,
        pc=[c.loc.police_title() + " ", c.other().full()], ph=c.phone())
    d.t("Immediate risk managed by " + rng.choice(["admission to {h}", "a carer staying overnight", "a strategy meeting on {dt}"]) + ".\n",
        h=c.hosp(), dt=c.date(c.ref + dt.timedelta(days=1), rng.choice(["wd", "dm_ord", "wd_num"])))
    d.emit(["\nSigned: ", referrer.full(), "  ", c.date(c.ref, "dmy"), " " + rng.choice(C.TIMES) + "\n"])
    return d, layout


def _unused_law_mca(c):
    from g_legal import CAP_ACT
    return [CAP_ACT[c.code]]


# ---------------------------------------------------------------- ambulance PRF
AMB_CASES = [
    ("central chest pain", "STEMI (inferior)", ["aspirin 300 mg PO", "GTN 400 micrograms SL x2", "morphine 5 mg IV", "ondansetron 4 mg IV"]),
    ("fall at home, long lie", "? NOF fracture", ["paracetamol 1 g IV", "morphine 2.5 mg IV titrated", "Entonox"]),
    ("shortness of breath", "infective exacerbation of COPD", ["salbutamol 5 mg NEB", "ipratropium 500 micrograms NEB", "prednisolone 40 mg PO"]),
    ("seizure", "known epilepsy, prolonged seizure", ["buccal midazolam 10 mg", "oxygen 15 L NRB"]),
    ("RTC, driver", "neck pain, mechanism significant", ["Entonox", "paracetamol 1 g PO"]),
    ("collapse", "syncope ? cardiac", ["sodium chloride 0.9% 250 mL IV"]),
    ("hypoglycaemia", "hypoglycaemia, insulin-treated", ["glucose 10% 100 mL IV", "GlucoGel 1 tube"]),
    ("overdose", "intentional paracetamol overdose", ["nil"]),
    ("FAST positive", "suspected stroke, onset 40 min", ["nil"]),
    ("anaphylaxis", "anaphylaxis to peanut", ["adrenaline 500 micrograms IM", "chlorphenamine 10 mg IV", "hydrocortisone 200 mg IV"]),
]


def ambulance_prf(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    pc, dx, drugs = rng.choice(AMB_CASES)
    svc = c.loc.ambulance_service()
    para = c.staff(title=rng.choice(["Paramedic", "Specialist Paramedic", "Para"]))
    tech = c.staff(title=rng.choice(["EMT", "ECA", "Technician", "Student Paramedic"]))
    hosp = c.hospital
    t0 = rng.randrange(0, 23)
    times = ["%02d:%02d" % ((t0 + (m // 60)) % 24, m % 60) for m in sorted(rng.sample(range(0, 180), 7))]
    if terse:
        d.t("eprf {inc} {dt} callsign " + rng.choice(["a23", "r41", "kilo 7", "alpha 12", "delta 4"]) + " veh {v}\n",
            inc=c.idnum(), dt=c.date(c.ref, rng.choice(["dmy_short", "dm_num", "dmy_nz"])), v=c.vehicle())
        d.t("crew {p1} / {p2}\n", p1=rng.choice([para.full(), para.first()]), p2=rng.choice([tech.full(), tech.first()]))
        d.t("to {a} - " + pc + ". pt {n} {as}.\n", a=c.addr_frags() if rng.random() < 0.7 else c.landmark(), n=rng.choice([c.pt.full(), c.pt.first()]),
            **{"as": c.age_sex()})
        d.t("obs " + times[2] + ": {v1}. obs " + times[4] + ": {v2}.\n", v1=C.vitals(rng, terse=True), v2=C.vitals(rng, terse=True))
        d.t("rx: " + ", ".join(drugs) + ". imp " + dx + ". {sc}\n", sc=rng.choice(C.SCORES).lower())
        d.t("conveyed {h}, h/o to {n} at " + times[6] + ". {rel} travelled with pt. {rolex}\n", h=c.hosp(hosp), n=c.staff(title="Sister").first(),
            rel=B.relx(c, cap=False))
        return d, "terse"
    layout = rng.choice(["patient report form", "patient report form", "handover narrative"])
    d.emit([S("ORGANIZATION", svc), "\n"])
    d.emit("PATIENT REPORT FORM\n\n" if layout == "patient report form" else "CLINICAL HANDOVER RECORD\n\n")
    d.emit(["Incident no: ", c.idnum(), "   Date: ", c.date(c.ref, rng.choice(["dmy", "mon_long", "upper_mon", "iso"])), "\n"])
    d.emit(["Call sign: " + rng.choice(["Alpha 23", "Romeo 41", "Kilo 7", "Delta 12", "Tango 3"]) + "   Vehicle reg: ", c.vehicle(vin=False), "\n"])
    if rng.random() < 0.5:
        d.emit(["Episode no: ", c.account(), "\n"])
    d.emit(["Crew: ", para.title + " ", para.full(), " (", c.licence("para"), "); ", tech.title + " ", rng.choice([tech.full(), tech.first()]), "\n"])
    labels = ["Call", "Mobile", "At scene", "At patient", "Left scene", "At hospital", "Handover"]
    d.emit("Times: " + "  ".join("%s %s" % (a, b) for a, b in zip(labels, times)) + "\n")
    if rng.random() < 0.35:
        d.emit(["Incident location: near ", c.landmark(), ", ", S("CITY", c.addr["town"]), "\n"])
    else:
        d.emit(["Incident location: ", c.addr_frags(), "\n"])
    d.emit("\nPATIENT\n")
    d.emit(["Name: ", c.pt_name("header"), "   Sex: " + c.pt.sex + "\n"])
    d.emit(["DOB: ", c.dob_frag(rng.choice(["dmy", "dmy_short", "iso"])), "   Age: ", S("AGE", str(c.age)), "\n"])
    if rng.random() < 0.85:
        d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
    else:
        d.emit([c.hid[0] + ": not known at scene; identity confirmed by police fingerprint scan (ref ", c.bio("fp"), ")\n"])
    d.emit(["Home address: ", c.addr_frags(), "\n"])
    rel, r = c.spouse() if rng.random() < 0.5 else c.child()
    d.emit(["NOK: ", r.full(), " (" + rel + ") ", c.phone("mobile"), "\n"])
    d.emit(["GP: ", c.doc_name(c.gp), ", ", S("HOSPITAL", c.practice), "\n\n"])
    d.emit("Presenting complaint: " + pc + "\n")
    if pc.startswith("RTC"):
        d.t("History: restrained driver of {v1}, in collision with {v2} at approx 30 mph at {lm}. Self-extricated. {wno}\n",
            v1=c.vehicle(), v2=c.vehicle(), lm=c.landmark())
    else:
        d.t("History: {p} " + rng.choice(["was found by {r}", "called {emerg} {him}self", "was with {r} when symptoms began"]) + ". "
            "PMH " + ", ".join(x[0] for x in rng.sample(C.PROBLEMS, 3)) + ". Meds: " + "; ".join(rng.sample(C.MEDS, 3)) + ". Allergies: "
            + rng.choice(C.ALLERGIES) + ".\n", p=c.pt_name("short"), r=[rel + " ", r.first()])
    d.emit("\nOBSERVATIONS\n")
    d.emit("Time   RR  SpO2  HR   BP       GCS  Temp  BM    NEWS2\n")
    for t in times[3:6]:
        d.emit("%s  %-3d %-3d%%  %-4d %d/%-4d %-4d %-5s %-5s %d\n" % (t, rng.randrange(12, 32), rng.randrange(86, 100), rng.randrange(48, 140),
                                                                       rng.randrange(80, 190), rng.randrange(45, 110), rng.choice([15, 15, 14, 13, 9]),
                                                                       rng.choice(["36.5", "37.8", "35.4", "38.6"]), rng.choice(["5.6", "2.1", "11.4", "7.0"]),
                                                                       rng.randrange(0, 11)))
    d.emit("\nTREATMENT\n")
    for dr_ in drugs:
        d.emit("%s  %s\n" % (rng.choice(times[3:5]), dr_))
    if rng.random() < 0.6:
        d.t("12-lead ECG transmitted from monitor/defibrillator serial {sn}. ", sn=c.device())
    d.t("{epo} {score}. Symptoms {dur}. " + rng.choice(["{rolex}", "", "Pre-alert given."]) + "\n")
    d.emit("\nImpression: " + dx + "\n")
    nurse = c.staff(title=rng.choice(["Sister", "Charge Nurse", "Staff Nurse", "Dr"]))
    d.emit(["Conveyed to: ", c.hosp(hosp), " " + rng.choice(["ED", "Resus", "HASU", "cath lab", "majors"]) + "\n"])
    d.emit(["Handed over to: ", nurse.title + " ", rng.choice([nurse.full(), nurse.sur(), nurse.first()]), " at " + times[6] + "\n"])
    if rng.random() < 0.5:
        d.emit(["Property: wallet and phone handed to ", r.first(), ".\n"])
    d.emit(["ePR completed on tablet ", c.device(), " by user ", c.username(para), "\n"])
    return d, layout
