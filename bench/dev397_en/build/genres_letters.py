"""Letters: ophthalmology clinic letter, GP (referral) letter, uveitis MDT minutes."""
import blocks as B
import clinical as CL
import ids
import pools_places as PP


def _he(c, cap=False):
    return c.he.capitalize() if cap else c.he


def clinic_letter(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    cons, gp = c.cons, c.gp
    B.site_header(d, c, c.hosp, B.dept_name(c))
    d.t("\n")
    d.t("Our ref: ")
    d.p(pt["mrn"], "MRN")
    d.t("   Clinic date: ")
    d.put(c.dt(c.visit))
    d.t("\nDate typed: ")
    d.put(c.dt(c.later(rng.randint(2, 12))))
    d.t("\n\n")
    to_optom = rng.random() < .2
    if to_optom:
        d.put(c.nm(c.optom, "full"))
        d.t(", Optometrist\n")
        d.p(c.optom_site["name"], "HOSPITAL")
        d.t("\n")
        d.put(c.addr(c.optom_site, style="block"))
        rec = c.optom
    else:
        d.put(c.nm(gp, "t_full"))
        d.t("\n")
        d.p(c.prac["name"], "HOSPITAL")
        d.t("\n")
        d.put(c.addr(c.prac, style="block"))
        rec = gp
    d.t("\n\n")
    if to_optom:
        d.t("Dear ")
        d.put(c.nm(rec, rng.choice(["first", "full"])))
        d.t(",\n\n")
    else:
        d.t("Dear Dr ")
        d.p(rec["last"], "DOCTOR")
        d.t(",\n\n")
    d.t("Re: ")
    d.put(c.nm(pt, rng.choice(["t_full", "LAST_first", "full"])))
    d.t("  DOB: ")
    d.put(c.dt(c.dob))
    for lab, val in B.id_fields(c)[:2]:
        d.t("  " + lab)
        d.put(val)
    d.t("\n     ")
    d.put(c.addr(pt["home"]))
    d.t("\n\n")
    d.t("Diagnosis:\n1. " + B.dx(c) + "\n")
    if rng.random() < .6:
        d.t("2. " + rng.choice(["Steroid response (IOP)", "Dry eye disease", "Cataract - not yet visually significant",
                                "Amblyopia LE (childhood)", "Blepharitis", "Pseudophakia both eyes"]) + "\n")
    d.t("\nCurrent treatment:\n")
    B.meds_block(d, c)
    d.t("\n")
    d.s("I reviewed {n} in the {clinic} today", n=c.nm(pt, "t_last"),
        clinic=rng.choice(["Corneal Clinic", "Uveitis Clinic", "External Eye Disease clinic", "cornea virtual clinic"]))
    if rng.random() < .5:
        d.f(", accompanied by {his} {r} {k}", his=c.his, r=c.kin["rel"], k=c.nm(c.kin, rng.choice(["first", "full"])))
    d.t(". ")
    d.s("As you know, this {a} {p} ", a=c.age_p("year-old"), p=(pt["prof"], "PROFESSION"))
    pres = CL.PRES[c.cond["key"]].replace("{his}", c.his).replace("{him}", c.him)
    d.s(pres + " on {d1}. ", d1=c.dt(c.ago(rng.randint(40, 900))))
    for x in B.hx_lines(c):
        d.s(x + " ")
    if rng.random() < .4:
        B.family_history(d, c)
    if rng.random() < .6:
        d.s("{He} had surgery at {h} under {dr} in {y}. ", He=_he(c, True), h=(c.hosp2["name"], "HOSPITAL"),
            dr=c.nm(c.staff(rng.choice(["Dr", "Mr", "Ms", "Prof"])), "t_last"),
            y=c.dt(c.ago(rng.randint(400, 3000)), rng.choice(["year", "month_y"])))
    if rng.random() < .5:
        d.s("{He} works for {o} and {x}. ", He=_he(c, True), o=(pt["employer"], "ORGANIZATION"),
            x=rng.choice(["has needed time off", "is keen to return to work", "finds screen work difficult",
                          "wears safety glasses at work"]))
    d.t("\n\nOn examination:\n")
    B.exam_table(d, c, rng.choice(["table", "lines"]))
    d.t("\n")
    d.t("Investigations: ")
    for x in CL.INV[c.cond["key"]]:
        d.s(x + " ")
    if rng.random() < .7:
        d.s("(lab no. {m}, reported {d1})", m=(ids.idnum(rng, rng.choice(["micro", "pcr", "accession"])), "IDNUM"),
            d1=c.dt(c.ago(rng.randint(3, 40))))
    d.t("\n")
    B.hard_neg(d, c, rng.randint(1, 2))
    d.t("\nPlan:\n")
    for x in rng.sample(c.cond["plan"], min(3, len(c.cond["plan"]))):
        d.t("- " + x + "\n")
    d.s("- I have given {him} the cornea nurse line number ({tel}) should the eye become red or painful.\n",
        him=c.him, tel=(ids.ext(rng, c.hosp["tel"]) if rng.random() < .5 else c.hosp["tel"], "PHONE"))
    d.t("- ")
    B.followup(d, c)
    d.t("\n")
    B.sig(d, c, cons, rng.choice(B.ROLES_CONS))
    if rng.random() < .5:
        d.t("Email: ")
        d.p(cons["email"], "EMAIL")
        d.t("\n")
    d.t("\n")
    B.typist_line(d, c, cons)
    d.t("cc: ")
    d.put(c.nm(pt, "t_full"))
    d.t(", ")
    d.put(c.addr(pt["home"]))
    d.t("\n")
    if not to_optom and rng.random() < .6:
        d.t("cc: ")
        d.put(c.nm(c.optom, "full"))
        d.t(", ")
        d.p(c.optom_site["name"], "HOSPITAL")
        d.t(", ")
        d.put(c.addr(c.optom_site, street=False))
        d.t("\n")


def gp_letter(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    gp = c.gp
    us = co in ("US", "Canada")
    B.site_header(d, c, c.prac, rng.choice(["Family Medicine", "Primary Care"] if us else
                                           ["General Practice", "GP Partnership", "NHS General Practice" if co == "UK" else "General Practice"]))
    d.t("\nDate: ")
    d.put(c.dt(c.visit))
    d.t("\n")
    if co == "UK":
        d.t("e-RS UBRN: ")
        d.p(ids.idnum(rng, "ubrn"), "IDNUM")
        d.t("\n")
    else:
        d.t("Referral ID: ")
        d.p(ids.idnum(rng, "ref"), "IDNUM")
        d.t("\n")
    d.t("Priority: " + rng.choice(["URGENT", "Soon", "Routine", "Urgent - 2 week"]) + "\n\n")
    d.t("To: " + rng.choice(["The Corneal Service", "Uveitis Clinic", "Eye Department", "Ophthalmology"]))
    if rng.random() < .5:
        d.t(" - attn ")
        d.put(c.nm(c.cons, "t_full"))
    d.t("\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\n")
    d.put(c.addr(c.hosp, style="line"))
    d.t("\n\nDear " + rng.choice(["Colleague", "Doctor", "Eye Team"]) + ",\n\n")
    d.t("Re: ")
    d.put(c.nm(pt, rng.choice(["t_full", "fml", "LAST_first"])))
    d.t(", DOB ")
    d.put(c.dt(c.dob))
    d.t(" (")
    d.p(str(c.age), "AGE")
    d.t(")\n")
    for lab, val in B.id_fields(c):
        d.t(lab)
        d.put(val)
        d.t("   ")
    d.t("\nAddress: ")
    d.put(c.addr(pt["home"]))
    d.t("\nContact: ")
    d.p(pt["mob"], "PHONE")
    if rng.random() < .5:
        d.t(" / ")
        d.p(pt["email"], "EMAIL")
    d.t("\n\n")
    d.s("Thank you for seeing this {a} {p} who " + ("was seen in my office" if us else "attended the surgery") + " on {d1} ",
        a=c.age_p(rng.choice(["year-old", "yo"])), p=(pt["prof"], "PROFESSION"), d1=c.dt(c.ago(rng.randint(1, 20))))
    d.s("with a {k} history of a red, photophobic {e} eye. ", k=rng.choice(["3 day", "1 week", "2 week", "several month"]), e=c.aff)
    for x in B.hx_lines(c):
        d.s(x + " ")
    if rng.random() < .7:
        d.s("{He} was seen by {o} at {op} on {d2}, who noted {f} and advised referral. ",
            He=_he(c, True), o=c.nm(c.optom, rng.choice(["full", "t_last"])),
            op=(c.optom_site["name"], "HOSPITAL"), d2=c.dt(c.ago(rng.randint(1, 10))),
            f=rng.choice(c.cond["find"]))
    if rng.random() < .4:
        d.s("I started {m} on {d3} with little improvement. ", m=rng.choice(["chloramphenicol drops", "Fucithalmic",
            "aciclovir ointment", "Otrivine-Antistin", "lubricants"]), d3=c.dt(c.ago(rng.randint(2, 9))))
    d.t("\n")
    if rng.random() < .6:
        B.hard_neg(d, c, 1)
    d.t("\nPast medical history:\n")
    B.pmh_block(d, c)
    d.t("\nMedication:\n")
    B.meds_block(d, c, n=rng.randint(2, 4))
    d.t("\nAllergies: " + rng.choice(["NKDA", "penicillin", "latex", "nil known", "sulfa drugs"]) + "\n\n")
    B.social(d, c)
    if rng.random() < .6:
        d.s("{His} {r} {k} can be contacted on {t} as {he} {x}.\n", His=c.his.capitalize(), r=c.kin["rel"],
            k=c.nm(c.kin, "full"), t=(c.kin["tel"], "PHONE"), he=c.he,
            x=rng.choice(["does not drive", "is hard of hearing", "has a mild learning disability", "works shifts"]))
    if co == "US" and rng.random() < .7:
        d.t("Insurance: ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(", Member ID ")
        d.p(ids.lt(rng, 3) + ids.dg(rng, 9), "HEALTHPLAN")
        d.t(", Group ")
        d.p(ids.group_no(rng), "HEALTHPLAN")
        d.t("\n")
    d.t("\n")
    d.s("I would be grateful for your assessment{x}.\n\n", x=rng.choice(["", " and advice on management",
                                                                        " - {he} is quite anxious".replace("{he}", c.he)]))
    B.sig(d, c, gp, rng.choice(["Family Physician", "Primary Care Physician"] if co in ("US", "Canada") else
                               ["General Practitioner", "GP Partner", "Salaried GP"]))
    d.t("Direct line: ")
    d.p(c.prac["tel"], "PHONE")
    d.t("  Secure email: ")
    d.p(gp["email"], "EMAIL")
    d.t("\n")


def mdt_minutes(d, c):
    rng, co = c.rng, c.country
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(" - " + rng.choice(["Ocular Inflammation MDT", "Uveitis & Rheumatology Joint MDT",
                             "Cornea/Uveitis Multidisciplinary Meeting"]) + "\n")
    d.t("Date: ")
    d.put(c.dt(c.visit, "wk_mdy" if co == "US" else "wk_dmy"))
    d.t("   Time: " + B.tm(rng) + "\nVenue: ")
    d.p(rng.choice(["Seminar Room 3", "Meeting Room 2.14", "Boardroom B", "Teaching Room 5",
                    "Conference Room 4A"]), "LOCATION_OTHER")
    d.t(", Level %d / Teams link: " % rng.randint(1, 6))
    d.p(ids.url_for(rng, "mdt " + c.hosp["name"]), "URL")
    d.t("\n\nChair: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t(" (" + rng.choice(B.ROLES_CONS) + ")\nPresent: ")
    roles = ["Rheumatology", "Paediatric Rheumatology", "Pharmacy", "Uveitis CNS", "Medical Retina",
             "Fellow", "Immunology", "Dermatology", "Respiratory"]
    staff = [c.reg] + [c.staff(rng.choice(["Dr", "", "Dr", "Prof"])) for _ in range(rng.randint(3, 6))]
    for i, p in enumerate(staff):
        if i:
            d.t("; ")
        d.put(c.nm(p, rng.choice(["t_full", "t_last", "full"])))
        d.t(" (" + rng.choice(roles) + ")")
    d.t("\nApologies: ")
    d.put(c.nm(c.staff("Dr"), "t_full"))
    d.t("\nMinutes: ")
    scribe = c.staff("")
    d.put(c.nm(scribe, "full"))
    d.t(", MDT coordinator\n\n")
    d.t("Actions from last meeting (")
    d.put(c.dt(c.ago(rng.choice([14, 28, 35]))))
    d.t("): " + rng.choice(["all complete", "QuantiFERON results chased", "funding form submitted"]) + "\n\n")
    pts = [c.pt] + [c.person("PATIENT") for _ in range(rng.randint(2, 4))]
    for i, p in enumerate(pts):
        age = c.age if i == 0 else rng.randint(8, 82)
        mrn = p["mrn"] if i == 0 else ids.mrn(rng, co)
        d.t("%d. " % (i + 1))
        d.put(c.nm(p, rng.choice(["LAST_first", "LAST_FIRST_M", "full"])))
        d.t(" | ")
        d.p(mrn, "MRN")
        d.t(" | ")
        d.p(str(age), "AGE")
        d.t(p["sex"] + " | ")
        cond = c.cond if i == 0 else rng.choice([c.cond, c.cond])
        d.t(rng.choice(cond["dx"]).replace("{E}", rng.choice(["OU", "RE", "LE", "bilateral"])) + "\n")
        d.t("   Discussion: " + rng.choice(cond["find"]) + "; " + rng.choice(
            ["inadequate control on MMF", "recurrent flares on taper below 7.5 mg pred", "stable for 12 months",
             "new CMO", "raised ALT on methotrexate", "QuantiFERON indeterminate"]) + ".")
        if rng.random() < .5:
            d.f(" Seen {d1} by {dr}.", d1=c.dt(c.ago(rng.randint(3, 60))), dr=c.nm(rng.choice(staff), "t_last"))
        d.t("\n   Outcome: " + rng.choice(cond["plan"]) + "\n   Action: ")
        d.put(c.nm(rng.choice(staff), rng.choice(["t_last", "init2", "full"])))
        if rng.random() < .5:
            d.t(" by ")
            d.put(c.dt(c.later(rng.randint(7, 30))))
        d.t("\n\n")
    d.t("Next MDT: ")
    d.put(c.dt(c.later(28)))
    d.t("\nDistribution: MDT members only. Queries to ")
    d.p(ids.org_email(rng, c.hosp["name"]), "EMAIL")
    d.t(" or ext ")
    d.p("5" + ids.dg(rng, 1) + "555", "PHONE")
    d.t("\n")
