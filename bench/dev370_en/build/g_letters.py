"""Letters: late effects clinic letter, shared care letter to GP, work/school letter."""
import datetime as dt

from common import ch, rn, pr, sample, shuffled, words, art
import ctx as X
import blocks as B
import clin as K


def gpw(c):
    return {"US": "PCP", "CA": "family physician"}.get(c.country, "GP")


def recipient(d, c, who):
    v = c.v
    if who == "gp":
        B.dname(d, c, c.gp, form=ch(["full", "full", "init"]))
        d.t("\n")
        d.p(c.gp_site.name, "HOSPITAL")
        d.t("\n")
        B.addr_lines(d, c.gp_site.addr)
        d.t("\nDear %s " % c.dr)
        d.p(c.gp.last, "DOCTOR")
        d.t(",\n\n")
    elif who == "pt":
        if c.tt:
            d.t(c.tt + " ")
        d.p(c.pt.full, "PATIENT")
        d.t("\n")
        B.addr_lines(d, c.addr)
        d.t("\nDear ")
        if c.child:
            f = B.fam(c, ("mother", "mum", "father", "dad"))
            if f:
                d.p(f[1].first, "FAMILY")
                d.t(" and ")
            d.p(c.pt.first, "PATIENT")
        elif c.tt:
            d.f("{tt} {PATIENT:ptl}")
        else:
            d.p(c.pt.first, "PATIENT")
        d.t(",\n\n")
    else:
        B.dname(d, c, c.cons2, form="full")
        d.t("\nConsultant %s\n" % ("Hematologist" if c.us else "Haematologist"))
        d.p(c.local.name, "HOSPITAL")
        d.t("\n")
        B.addr_lines(d, c.local.addr)
        d.f("\nDear {DOCTOR:n},\n\n", n=ch([c.cons2.first, c.cons2.last]))


def dxlist(d, c):
    v = c.v
    d.t(ch(["Diagnoses:\n", "DIAGNOSIS\n", "Problem list\n", "Diagnosis / treatment summary:\n"]))
    d.f("1. {dx}, diagnosed {DATE:dx_my}\n", dx=X.us_spell(c.country, v["dx"]) if pr(0.6)
        else v["dxs"])
    d.f("2. {kind} allogeneic {hs} on {DATE:hct} ({hla}, {cond}, {src}; CMV {cmv})\n",
        kind=ch(["Reduced-intensity", "Myeloablative", "RIC", "MAC"]),
        hs=ch(["HSCT", "stem cell transplant", "PBSCT", "BMT"]), hla=c.hla, cond=c.cond,
        src=c.source, cmv=c.cmv)
    if c.donor_fam and pr(0.6):
        d.t("   Donor: %s " % c.donor_fam[0])
        d.p(c.donor_fam[1].first, "FAMILY")
        d.t("\n")
    elif c.dtype in ("MUD", "mMUD") and pr(0.6):
        d.t("   Donor: ")
        d.p(str(rn(19, 45)), "AGE")
        d.f("-year-old {sx} unrelated donor, {COUNTRY:co}\n", sx=ch(["male", "female"]),
            co=c.donor_country)
    n = 3
    for prob in sample([
            "Chronic GvHD (NIH %s) - %s" % (K.severity(), ", ".join(sample(K.ORGANS, rn(1, 3)))),
            "Primary hypothyroidism", "Osteopenia (DEXA T-score -%s lumbar spine)" % K.f1(1.1, 2.4),
            "Premature ovarian insufficiency" if c.sex == "F" else "Hypogonadism",
            "Steroid-induced diabetes", "Dyslipidaemia", "Iron overload (ferritin %s)" %
            rn(900, 3000), "Bilateral cataracts (steroid and TBI related)",
            "Hypogammaglobulinaemia on IVIG", "Bronchiolitis obliterans syndrome",
            "Avascular necrosis of the right hip", "Anxiety / low mood"], rn(1, 4)):
        d.t("%d. %s\n" % (n, prob if not c.us else prob.replace("aemia", "emia")))
        n += 1
    d.t("\n")


def social(d, c):
    v = c.v
    opts = []
    if c.job and not c.retired:
        opts.append(lambda: d.f(ch([
            "{He} works as {aj} {PROFESSION:j} for {ORGANIZATION:e} and has returned {t}.\n",
            "Occupation: {PROFESSION:j} ({ORGANIZATION:e}), currently {t2}.\n",
            "{He} is back at work as {aj} {PROFESSION:j}, {t}.\n"]),
            j=c.job, e=c.employer, t=ch(["on a phased basis", "full time", "three days a week"]),
            t2=ch(["off sick", "on reduced hours", "working from home"])))
    elif c.job:
        opts.append(lambda: d.f("{He} is a retired {PROFESSION:j}.\n", j=c.job))
    else:
        opts.append(lambda: d.f("{He} is in {y} at {ORGANIZATION:s}.\n", s=c.school,
                                y=ch(["Year %d" % rn(2, 12), "grade %d" % rn(2, 11),
                                      "primary school", "secondary school"])))
    f = B.fam(c)
    if f:
        if c.tt and pr(0.4):
            opts.append(lambda: d.f("{tt} {PATIENT:ptl}'s {r}, {FAMILY:n}, {x}.\n", r=f[0],
                                    n=ch([f[1].first, f[1].full]),
                                    x=ch(["was also present", "joined by phone",
                                          "raised concerns about memory"])))
        else:
            opts.append(lambda: d.f("{He} attended with {his} {r}, {FAMILY:n}.\n", r=f[0],
                                    n=ch([f[1].first, f[1].full])))
        if pr(0.35) and not c.child:
            rj = ch(["secondary school teacher", "paramedic", "accountant", "shop manager",
                     "mechanic", "social worker", "electrician", "estate agent"])
            opts.append(lambda: d.f("{His} {r} works as {a} {PROFESSION:j}.\n", r=f[0],
                                    a=art(rj), j=rj))
    if pr(0.4):
        opts.append(lambda: d.f("{He} is planning a trip to {COUNTRY:co} in {DATE:m}; {adv}\n",
                                co=ch(["Kenya", "Thailand", "Portugal", "India", "Ghana",
                                       "Spain", "Vietnam", "Brazil", "Greece", "Fiji"]),
                                m=c.D(c.visit + dt.timedelta(days=rn(40, 200)), "my"),
                                adv=ch(["yellow fever vaccine is contraindicated.",
                                        "travel insurance letter provided.",
                                        "sun protection and malaria advice given."])))
    if pr(0.3):
        opts.append(lambda: d.f(ch(["{He} {x} over {DATE:h}.\n",
                                    "{He} {x} over the {DATE:h} holidays.\n"]), h=ch(
            ["Christmas", "Easter", "Diwali", "Eid", "New Year"]
            + (["Thanksgiving"] if c.us else [])), x=ch(["had a chest infection",
                                                          "was well", "saw family",
                                                          "flared with mouth GvHD"])))
    for o in shuffled(opts):
        o()


def narrative(d, c):
    v = c.v
    nm = (lambda: d.f("{tt} {PATIENT:ptl}")) if c.tt else (lambda: d.p(c.pt.first, "PATIENT"))
    k = rn(0, 2)
    if k == 0:
        d.t("I saw ")
        nm()
        d.f(" in the late effects clinic today, {yrs} years after transplant (day +{dpost}). "
            "{He} is now {AGE:age}.\n")
    elif k == 1:
        d.t("Thank you for your continued involvement. I reviewed ")
        nm()
        d.f(", a {AGE:age}-year-old {m}, ", m=("man" if c.sex == "M" else "woman") if not
            c.child else ("boy" if c.sex == "M" else "girl"))
        if pr(0.5):
            d.f("on {DATE:w}.\n", w=c.D(c.visit, "wd"))
        else:
            d.t("today.\n")
    elif k == 2 and pr(0.4):
        nm()
        d.f(" is a {AGE:agew}-year-old {w} who came to clinic {how}.\n",
            w=("man" if c.sex == "M" else "woman") if not c.child else "child",
            how=ch(["alone", "on time despite the weather", "by bus", "with a list of questions"]))
    else:
        nm()
        d.f(" ({AGE:age} {s}) was seen for {his} {n} annual late-effects review.\n",
            s=ch(["yrs", "yo", c.sex]), n=ch(["first", "second", "third", "fourth", "fifth"]))
    social(d, c)
    if pr(0.5):
        d.f("Since last review on {DATE:l} {he} ", l=c.D(c.visit - dt.timedelta(days=rn(80, 200))))
        if pr(0.5):
            a = c.visit - dt.timedelta(days=rn(20, 70))
            d.f("was admitted to {HOSPITAL:h} {DATE:a}-{DATE:b} with {w}.\n", h=c.local.name,
                a=c.D(a, "dm"), b=c.D(a + dt.timedelta(days=rn(2, 9)), "dm"),
                w=ch(["parainfluenza", "RSV", "a lower respiratory tract infection",
                      "neutropenic sepsis", "diarrhoea (C. difficile negative)"]))
        else:
            d.t(ch(["has been well.\n", "reports ongoing fatigue.\n",
                    "has had no infections.\n"]))
    d.t(ch(["On examination: ", "Examination: ", "O/E "]))
    d.t("; ".join(sample(K.FINDINGS, rn(1, 3))) + ". " + K.hardneg() + ".\n\n")


def results(d, c):
    d.t(ch(["Results:\n", "Bloods today:\n", "Investigations\n"]))
    rows = K.labs(c)
    if pr(0.5):
        d.t("  ".join("%s %s" % r for r in rows) + "\n")
    else:
        for a, b in rows:
            d.t("  %-18s %s\n" % (a, b))
    if pr(0.5):
        d.f("Chimerism ({DATE:x}): whole blood {p}% donor, T-cell {q}% donor.\n",
            x=c.D(c.visit - dt.timedelta(days=rn(5, 60))), p=ch([100, 99, 98, 97, 100]),
            q=ch([100, 96, 91, 88, 99]))
    d.t("\n")


def plan(d, c):
    v = c.v
    d.t(ch(["Plan:\n", "PLAN\n", "Recommendations:\n"]))
    items = [
        lambda: d.t("Continue current immunosuppression; taper %s by %d%% if stable.\n" % (
            ch(["ruxolitinib", "prednisolone", "tacrolimus", "ciclosporin"]), ch([10, 20, 25]))),
        lambda: d.f("Revaccination as per schedule - {nx} due {DATE:x}.\n",
                    nx=ch(["PCV13 dose 3", "RZV dose 2", "MenB dose 2", "DTaP/IPV booster"]),
                    x=c.D(c.visit + dt.timedelta(days=rn(20, 90)))),
        lambda: (d.t("Referred to %s " % c.dr), d.p(c.ophth.full, "DOCTOR"),
                 d.t(", ophthalmology, "), d.p(c.local.name, "HOSPITAL"),
                 d.t(", for dry eye and cataract assessment.\n")),
        lambda: (d.t("DEXA requested; endocrine review with %s " % c.dr),
                 d.p(c.endo.last, "DOCTOR"), d.t(".\n")),
        lambda: d.t("Annual skin check and strict photoprotection (SPF 50).\n"),
        lambda: d.t("Dental review 6-monthly given oral cGvHD; %s.\n" % ch(
            ["high-fluoride toothpaste", "biopsy if any non-healing lesion"])),
        lambda: d.t("Please continue %s prophylaxis while on immunosuppression.\n" % ch(
            ["PJP and VZV", "penicillin", "antifungal"])),
        lambda: d.f("Please could the {g} check lipids and HbA1c in {n}.\n", g=gpw(c),
                    n=ch(["6/12", "3 months", "6 months"])),
        lambda: d.t("Irradiated blood products for life.\n"),
        lambda: d.f("Spirometry at {HOSPITAL:h} on {DATE:x}.\n", h=c.centre.name,
                    x=c.D(c.visit + dt.timedelta(days=rn(7, 40)))),
    ]
    bul = ch(["-", "*", "#"])
    for i, it in enumerate(sample(items, rn(3, 6))):
        d.t("%s " % (str(i + 1) + "." if bul == "#" else bul))
        it()
    n, days = ch([("6/12", 182), ("3 months", 91), ("12 months", 365), ("4/12", 122),
                  ("3/12", 91), ("one year", 365)])
    d.f(ch(["Review in late effects clinic in {n}.\n", "Next appointment: {DATE:x}.\n",
            "Follow up {n} ({DATE:x}).\n"]), n=n,
        x=c.D(c.visit + dt.timedelta(days=days + rn(-6, 6))))
    d.t("\n")


def late_effects_letter(d, c):
    v = c.v
    B.letterhead(d, c)
    if pr(0.5):
        d.f("Our ref: {DOCTOR:a}/{DOCTOR:b}/{MRN:mrn}\n", a=v["cons_ini"], b=v["sec_i"])
    d.f(ch(["Clinic date: {DATE:visit}\nDate typed: {DATE:ty}\n\n", "{DATE:visit_long}\n\n",
            "Date: {DATE:ty}\n\n"]), ty=c.D(c.visit + dt.timedelta(days=rn(1, 12))))
    who = ch(["gp", "gp", "pt", "ref"])
    recipient(d, c, who)
    B.pt_banner(d, c, rn(0, 4))
    d.t("\n")
    dxlist(d, c)
    d.t(ch(["Medications:\n", "Current medication\n", "Meds: "]))
    d.t(ch(["\n".join(K.meds(c)) + "\n", "; ".join(K.meds(c)) + "\n"]))
    d.t("\n")
    narrative(d, c)
    results(d, c)
    plan(d, c)
    B.sig(d, c, c.cons, "cons")
    if pr(0.5):
        d.t("\n")
        B.sig(d, c, c.cns, "cns", contact=True, val=False)
    B.cc(d, c, gp=(who != "gp"), ref=(who != "ref"))
    B.typist(d, c)


def shared_care_letter(d, c):
    v = c.v
    B.letterhead(d, c)
    d.f(ch(["{DATE:visit_long}\n\n", "Date: {DATE:visit}\n\n"]))
    d.t(ch(["PRIVATE AND CONFIDENTIAL\n", "", "Sent via secure e-mail to "]))
    if d.buf[-1].startswith(("Sent", "sent")):
        d.p(X.email_person(c.gp, c.gp_site.host), "EMAIL")
        d.t("\n")
    recipient(d, c, "gp")
    d.t(ch(["RE: SHARED CARE - LONG-TERM FOLLOW-UP AFTER ALLOGENEIC STEM CELL TRANSPLANT\n",
            "Shared care arrangement: post-HSCT survivorship\n",
            "Transfer of routine follow-up to primary care\n"]))
    B.pt_banner(d, c, ch([0, 1, 3]))
    if pr(0.35) and c.ssn:
        d.f("{l}: {SSN:s}\n", l=c.ssn[0], s=c.ssn[1])
    d.t("\n")
    nm = (lambda: d.f("{tt} {PATIENT:ptl}")) if c.tt else (lambda: d.p(c.pt.first, "PATIENT"))
    nm()
    d.f(" is now {yrs} years from {his} allogeneic transplant for {dx} and we would like to "
        "share {his} ongoing care with you. {He} will continue to attend our late effects clinic"
        " {freq}.\n\n", dx=v["dxs"], freq=ch(["annually", "every 6 months", "yearly, with "
                                             "telephone review in between"]))
    d.t("Responsibilities\n")
    rows = [("Transplant centre", ch(["cGvHD assessment and immunosuppression",
                                      "chimerism, relapse surveillance"])),
            (gpw(c), "BP, weight, lipids, HbA1c, TFTs yearly"),
            (gpw(c), "inactivated vaccines per attached schedule (no live vaccines until "
                     "cleared)"),
            ("Transplant centre", "DEXA, PFTs, echo as indicated"),
            (gpw(c), "cervical/breast/bowel screening per national programme"),
            ("Both", "psychological wellbeing, return to work")]
    for a, b in sample(rows, rn(4, 6)):
        d.t("  %-18s | %s\n" % (a, b))
    d.t("\nCurrent medication: " + ", ".join(K.meds(c, rn(3, 6))) + "\n\n")
    d.t(ch(["Important:\n", "Please note:\n"]))
    d.t("- " + ch(["Lifelong irradiated blood components (alert on record).",
                   "Asplenic-equivalent: keep penicillin prophylaxis and rescue antibiotics.",
                   "No live vaccines (MMR, varicella, BCG, yellow fever, oral typhoid)."]) + "\n")
    d.t("- Fever >38C, new breathlessness, jaundice or diarrhoea: contact the 24h BMT line ")
    d.p(c.hotline, "PHONE")
    d.t(" directly, not 111/999 first unless life-threatening.\n" if c.country == "UK" else
        " (for emergencies call %s).\n" % {"US": "911", "CA": "911", "AU": "000",
                                            "NZ": "111", "IE": "112"}[c.country])
    if pr(0.6):
        d.t("- Routine queries: ")
        B.dname(d, c, c.cns, form="full", title=False)
        d.f(", {r}, {PHONE:p} or {EMAIL:e}\n", r=B.role(c, "cns"),
            p=X.phone(c.country, "work"), e=X.email_person(c.cns, c.centre.host))
    if pr(0.5):
        d.t("- Prescriptions for %s will continue from " % ch(["ruxolitinib", "posaconazole",
                                                                "belumosudil", "tacrolimus"]))
        d.p(c.centre.name, "HOSPITAL")
        d.t(" pharmacy; please add to the record as 'hospital only'.\n")
    if pr(0.4):
        d.f("- {His} regular pharmacy is {HOSPITAL:ph}, {STREET:s}, {CITY:ci} ({PHONE:pp}).\n",
            ph=c.pharm_site.name, s=c.pharm_site.addr.street, ci=c.pharm_site.addr.city,
            pp=c.pharm_site.phone)
    d.t("\n")
    if pr(0.5):
        d.f("Patient information: {URL:u}\n\n", u=c.res_url)
    B.sig(d, c, c.cons, "cons", lic=pr(0.6))
    B.cc(d, c, gp=False)
    if pr(0.5):
        B.audit(d, c, c.cons)


def work_school_letter(d, c):
    v = c.v
    B.letterhead(d, c)
    d.f(ch(["{DATE:visit_long}\n\n", "{DATE:visit}\n\n"]))
    if c.child:
        head = X.person(c.country)
        d.t(ch(["Head Teacher", "Principal", "Headteacher", "School Nurse"]) + "\n")
        d.p(c.school, "ORGANIZATION")
        d.t("\n")
        B.addr_lines(d, X.address(c.country))
        if pr(0.7):
            d.t("\nDear %s " % ("Mr" if head.sex == "M" else ch(["Ms", "Mrs"])))
            d.p(head.last, "FAMILY")
        else:
            d.t("\nDear ")
            d.p(head.full, "FAMILY")
        d.t(",\n\n")
        d.t("Re: ")
        d.f("{PATIENT:ptfull}, DOB {DATE:dob}\n\n")
        d.f("{PATIENT:ptf} is a patient of our {x} programme and had a bone marrow transplant "
            "in {DATE:hct_my}. {He} is well enough to return to school {how}.\n\n",
            x=ch(["paediatric BMT", "transplant"]), how=ch(["full time", "for mornings only at "
                                                            "first", "from next term"]))
        d.t("Please inform the family the same day if there is a case of chickenpox, shingles "
            "or measles in the class. ")
        f = B.fam(c, ("mother", "mum", "father", "dad"))
        if f:
            d.f("{His} {r}, {FAMILY:n}, can be reached on {PHONE:p}.", r=f[0], n=f[1].full,
                p=c.nok_phone)
        d.t("\nSwimming in chlorinated pools is fine; avoid lakes and hot tubs for now. "
            "PE can resume as tolerated.\n\n")
    else:
        boss = X.person(c.country)
        d.t(ch(["Occupational Health Department\n", "Human Resources\n",
                "To whom it may concern\n", ""]))
        d.p(c.employer, "ORGANIZATION")
        d.t("\n")
        if pr(0.6):
            d.t("Attn: ")
            d.p(boss.full, "FAMILY")
            d.t(ch([", HR Business Partner\n", ", Line Manager\n", "\n"]))
        B.addr_lines(d, X.address(c.country))
        d.t("\n")
        d.f("Re: {PATIENT:ptfull} (DOB {DATE:dob})")
        if pr(0.5):
            d.f(", employee no. {IDNUM:e}", e=str(rn(10000, 999999)))
        d.t("\n")
        if c.ssn and pr(0.4):
            d.f("{l} {SSN:s}\n", l=c.ssn[0], s=c.ssn[1])
        d.t("\n")
        d.f("I am writing with {his} consent. {tt} {PATIENT:ptl} works as {aj} {PROFESSION:j} and "
            "has been under our care since {DATE:dxd}, including an allogeneic stem cell "
            "transplant on {DATE:hct}.\n\n", j=c.job or "clerk", tt=c.tt or c.pt.first[0] + ".")
        d.t(ch(["We support a phased return to work starting ", "{He} is fit to return from "
                .format(He=c.He)]))
        st = c.visit + dt.timedelta(days=rn(7, 40))
        d.p(c.D(st, "long"), "DATE")
        d.f(", building up over {n} weeks. Suggested adjustments:\n", n=rn(4, 12))
        for a in sample(["avoid contact with anyone with chickenpox, shingles or D&V",
                         "no work with soil, compost or animal waste for 12 months",
                         "desk away from high-footfall areas; own headset",
                         "flexible hours for clinic visits (approx. monthly)",
                         "no night shifts initially", "no driving of heavy goods vehicles until"
                         " cleared by the licensing authority",
                         "rest breaks; fatigue is common for 1-2 years"], rn(3, 5)):
            d.t("  - " + a + "\n")
        d.t("\n")
        if pr(0.4):
            d.f("For any questions please contact {his} specialist nurse on {PHONE:p}.\n\n",
                p=X.phone(c.country, "work"))
    who = ch([(c.cons, "cons"), (c.cns, "cns")])
    B.sig(d, c, who[0], who[1], lic=pr(0.5))
    if pr(0.4):
        B.audit(d, c)
