"""Genres: genetic counselling letter; school or employer support letter."""
import phi
import common as K
import pools_clinical as C
import pools_places as PL
from doc import P

INHERIT = {"DMD": "XL", "BMD": "XL", "EDMD": "XL", "SMA": "AR", "LGMD": "AR", "LGMD2A": "AR", "POMPE": "AR",
           "DM1": "AD", "FSHD": "AD", "CMT1A": "AD", "CMT2": "AD", "HNPP": "AD"}
INH_TEXT = {
    "XL": "This condition is inherited in an X-linked recessive pattern. A woman who carries the variant has a 1 in 2 (50%) "
          "chance in each pregnancy of passing it on: sons who inherit it would be affected and daughters who inherit it "
          "would be carriers. Some female carriers develop muscle weakness or heart muscle involvement, so we recommend "
          "carriers have an ECG and echocardiogram every 3-5 years.",
    "AR": "This condition is inherited in an autosomal recessive pattern. When both parents are carriers there is a 1 in 4 "
          "(25%) chance in each pregnancy that a child will be affected, a 1 in 2 chance that a child will be an unaffected "
          "carrier, and a 1 in 4 chance that a child will inherit neither variant.",
    "AD": "This condition is inherited in an autosomal dominant pattern, so each child of an affected person has a 1 in 2 "
          "(50%) chance of inheriting the variant. Severity can vary a great deal within one family.",
}


def genetic(d, c):
    rng = c.rng
    v = c.visit
    inh = INHERIT.get(c.ckey, "AD")
    gsvc = rng.choice(PL.HOSP_STEMS) + rng.choice([" Regional Genetics Service", " Clinical Genetics Centre",
                                                   " Center for Genomic Medicine" if c.country == "US" else " Genomics Unit"])
    d.add([P(gsvc, "HOSPITAL"), "\n", P(c.hosp, "HOSPITAL"), "\n"] + c.addr("hosp") + ["\n"])
    d.add(["Tel: ", c.tel(), "   Email: ", P(phi.email(rng, "genetics", "team", rng.choice(phi.DOMAINS)), "EMAIL"), "\n\n"])
    d.add(["Genetics ref: ", P(phi.idnum(rng, "gen", v.year), "IDNUM"), "   Family no: ", P("F" + phi.digits(rng, 5), "IDNUM"), "\n"])
    d.add(["Date: ", c.d(phi.plus(v, rng.randint(3, 20))), "\n\nPRIVATE AND CONFIDENTIAL\n"])
    if c.child:
        addressee_rel = "mother"
        d.add([c.fn("mother", "title"), "\n"])
    else:
        addressee_rel = None
        d.add([c.pn("title"), "\n"])
    d.add(c.addr("pt", block=True) + ["\n\n"])
    if c.child:
        d.add(["Dear ", c.fn("mother", "title"), ",\n\n"])
        d.add(["Re: ", c.pn("full"), ", DOB ", c.dob_p(), "\n\n"])
    else:
        d.add(["Dear ", c.pn("title"), ",\n\n"])
        d.add(["Re: your appointment on ", c.d(v, rng.choice(["wk", None])), "\n\n"])
    partner = rng.choice(["husband", "wife", "partner"])
    d.add(["Thank you for coming to see ", c.dr("geneticist", "dr"), " and me in the genetics clinic at ",
           P(c.hosp, "HOSPITAL"), " on ", c.d(v), "."])
    if rng.random() < 0.6:
        d.add([" It was good to meet your ", partner, " ", c.fn(partner, "first"), " as well."])
    d.t(" I am writing to summarise what we discussed.\n\n")
    d.t("Summary:\n")
    var = rng.choice(c.cond["variants"]) if c.cond["variants"] else "a pathogenic variant"
    lab = rng.choice(["Meridian Genomics", "HelixPoint Diagnostics", "Northern Molecular Genetics Laboratory",
                      "Oakhurst Genomic Laboratory Hub"])
    d.add(["- ", [c.pn("first"), " has "] if c.child else "You have ", c.cond["name"], " caused by ", var, " in the ",
           c.cond["gene"], " gene, classed as pathogenic (ACMG/AMP 2015 criteria).\n"])
    d.add(["- The result came from ", P(lab, "ORGANIZATION"), " (lab no. ", P(phi.idnum(rng, "gen", v.year), "IDNUM"), "), reported on ",
           c.d(phi.plus(v, -rng.randint(20, 200))), ".\n"])
    d.t("- " + INH_TEXT[inh] + "\n")
    if c.ckey == "DM1":
        d.t("- Myotonic dystrophy shows anticipation: the repeat can expand when passed on, especially from a mother, and "
            "congenital DM1 is possible.\n")
    d.t("\nFamily history\n")
    k = rng.randint(0, 2)
    if inh == "XL":
        d.add(["Your mother, ", c.fn("mother" if not c.child else "grandmother", "full"), " (", c.rel_age("parent" if not c.child else "grandparent"),
               "), has agreed to carrier testing. Your ", rng.choice(["sister", "aunt"]), " ", c.fn("sister", "first"),
               ", who lives in ", P(rng.choice([c.city] + [x[0] for x in PL.UK_CITIES[:8]]), "CITY"), ", may wish to be tested; ",
               "we have given you a family letter to pass on to her. "])
        if rng.random() < 0.6:
            d.add(["Your ", "maternal uncle ", c.fn("maternal uncle", "full"), " died aged ", P(str(rng.randint(16, 30)), "AGE"),
                   " and was thought to have had 'muscular dystrophy'; records were held at ",
                   P(phi.hospital(rng, c.country, "hosp"), "HOSPITAL"), ". "])
    elif inh == "AR":
        d.add(["You and ", c.fn(partner if not c.child else "father", "first"), " are both carriers. ",
               c.his.capitalize() if c.child else "Your", " brother ", c.fn("brother", "first"), " (", c.rel_age("sibling"),
               ") is unaffected; his carrier status is unknown. "])
        if rng.random() < 0.5:
            d.add(["Your family is originally from ", P(rng.choice(PL.ORIGIN_COUNTRIES), "COUNTRY"),
                   " and the grandparents on both sides come from the same village; we discussed consanguinity. "])
    else:
        par = rng.choice(["father", "mother"])
        if c.child:
            d.add([c.pn("first"), "'s ", par, " ", c.fn(par, "full"), " (", c.rel_age("parent"), ") has "])
        else:
            d.add(["Your ", par, " ", c.fn(par, "full"), " (", c.rel_age("parent"), ") has "])
        d.t(rng.choice(["high-arched feet and has worn AFOs for years", "cataracts and a pacemaker", "mild shoulder weakness",
                        "never been assessed"]) + ". ")
        kid = not c.child and c.age >= 24
        d.add([("Your daughter " if kid else (c.his.capitalize() + " sister " if c.child else "Your sister ")),
               c.fn("daughter" if kid else "sister", "first"), " (", c.rel_age("child" if kid else "sibling"), ") is not yet tested; ",
               "we usually wait until a young person can decide for themselves unless there are symptoms. "])
        if rng.random() < 0.4:
            d.add(["Your cousin lives in ", P(rng.choice(PL.ORIGIN_COUNTRIES), "COUNTRY"), " and may be able to access testing there. "])
    d.t("\n\nReproductive options\n")
    d.t(rng.choice(["We discussed prenatal diagnosis by chorionic villus sampling at 11-14 weeks, preimplantation genetic testing "
                    "(PGT-M) with IVF, using donor eggs or sperm, and choosing not to have testing. ",
                    "Non-invasive prenatal testing for fetal sex is available from 9 weeks for X-linked conditions. ",
                    "As you are not planning a pregnancy at present we agreed to revisit this when relevant. "]))
    d.t(rng.choice(["Genetic test results should not affect your ability to get health insurance (GINA 2008). \n",
                    "We mentioned the Code on Genetic Testing and Insurance. \n", "\n"]))
    d.t("\nSamples\n")
    d.add(["DNA from the blood sample taken today (sample ID ", P(phi.idnum(rng, "gen", v.year), "IDNUM"), ") will be stored. "])
    if rng.random() < 0.5:
        d.add(["Saliva kit sent to ", c.fn("sister", "first"), " by courier, tracking ", P(phi.idnum(rng, "track"), "IDNUM"), ". "])
    d.t("\n\nSupport\n")
    ch = charity(c)
    d.add(["You may find ", P(ch, "ORGANIZATION"), " helpful (", P("www.%s/%s" % (rng.choice(phi.DOMAINS), phi.slug(ch)), "URL"),
           "). Their family day is on ", c.d(phi.plus(v, rng.randint(20, 120)), rng.choice(["dm", "wk", None])), ".\n\n"])
    d.add(["Please contact me on ", c.tel(), " or ", P(phi.email(rng, *c.st("gc")), "EMAIL"), " if you have questions. "])
    d.add(["I will see you again on ", c.d(phi.plus(v, rng.randint(60, 360))), ".\n\n"])
    d.t(rng.choice(["With best wishes,\n\n", "Yours sincerely,\n\n", "Kind regards,\n\n"]))
    d.add([c.dr("gc", "full"), "\n", K.role_label(c, "gc"), "\n\n", c.dr("geneticist", "drf"), "\n", K.role_label(c, "geneticist"), "\n\n"])
    K.cc_block(d, c, ["gp", "cons"])


def support(d, c):
    rng = c.rng
    v = c.visit
    K.letterhead(d, c, dept=rng.choice(["Neuromuscular Service", "Department of Neurology", "Paediatric Neuromuscular Team"
                                        if c.child else "Adult Muscle Service"]), web=False)
    d.add(["Date: ", c.d(phi.plus(v, rng.randint(0, 10))), "\n\n"])
    if c.child:
        org = rng.choice([s for s in PL.SCHOOLS if "University" not in s and "College of" not in s])
        who = rng.choice(["Head Teacher", "SENCO", "Principal", "School Nurse", "Learning Support Coordinator"])
        d.add([c.fn("teacher", "full"), ", ", who, "\n", P(org, "ORGANIZATION"), "\n"])
        s, ci, r, ra, z = phi.place(rng, c.country)
        d.add([P(s, "STREET"), "\n", P(c.city, "CITY"), " ", P(z if c.country != "US" else c.zip, "ZIP"), "\n\n"])
        d.add(["Dear ", c.fn("teacher", "title"), ",\n\n"])
    else:
        org = rng.choice(PL.EMPLOYERS)
        if rng.random() < 0.5:
            d.add([rng.choice(["To whom it may concern", "FAO Human Resources"]), "\n", P(org, "ORGANIZATION"), "\n\n"])
            d.t("Dear Sir or Madam,\n\n")
        else:
            d.add([c.fn("manager", "full"), ", ", rng.choice(["HR Manager", "Line Manager", "Occupational Health Adviser", "Site Supervisor"]),
                   "\n", P(org, "ORGANIZATION"), "\n"])
            s, ci, r, ra, z = phi.place(rng, c.country)
            d.add([P(s, "STREET"), ", ", P(c.city, "CITY"), "\n\n", "Dear ", c.fn("manager", "title"), ",\n\n"])
    d.add(["Re: ", c.pn("full"), ", date of birth ", c.dob_p(), "\n"])
    if not c.child and rng.random() < 0.6:
        d.add(["Employee no. ", P("E" + phi.digits(rng, 6), "IDNUM"), "\n"])
    d.t("\n")
    if c.child:
        d.add(["I am writing to support ", c.pn("first"), ", who attends ", P(org, "ORGANIZATION"), " and is under our care for ",
               c.cond["name"], ". This is a progressive condition affecting muscle strength and stamina. "])
        d.add(["With the agreement of ", c.his, " parents, ", c.fn("mother", "full"), " and ", c.fn("father", "full"),
               ", I recommend the following adjustments:\n"])
        items = ["access to the lift and a lift pass; a classroom on the ground floor where possible",
                 "a personal emergency evacuation plan (PEEP)", "25% extra time and rest breaks in examinations; a laptop or scribe",
                 "permission to leave lessons 5 minutes early to avoid crowded corridors", "PE adapted: no competitive running or "
                 "eccentric exercise (e.g. trampolining, downhill running); swimming is encouraged",
                 "use of a wheelchair/buggy for trips and long distances", "access to an accessible toilet and help with "
                 "clothing if needed", "a second set of textbooks kept at home", "a warm place to wait at break in cold weather",
                 "steroid emergency plan kept with the school nurse (adrenal crisis risk)"]
    else:
        d.add(["I am writing in support of ", c.pn("title"), ", who works for you as a ", P(c.profession, "PROFESSION"),
               " and is under my care for ", c.cond["name"], ". "])
        d.t("Under the %s I would consider these reasonable adjustments:\n" % {
            "UK": "Equality Act 2010", "US": "Americans with Disabilities Act (ADA)", "AU": "Disability Discrimination Act 1992",
            "IE": "Employment Equality Acts 1998-2015", "CA": "Ontario Human Rights Code and Accessible Canada Act (2019)",
            "NZ": "Human Rights Act 1993"}[c.country])
        items = ["a parking bay close to the entrance", "flexible start times and the option of working from home 2 days a week",
                 "regular micro-breaks and avoidance of heavy lifting (> 10 kg)", "a workstation assessment (sit-stand desk, "
                 "supportive chair)", "time off for hospital appointments (about 6 per year)", "a ground-floor workspace or lift "
                 "access", "temperature control; cold worsens myotonia and stiffness" if c.ckey == "DM1" else
                 "permission to use a mobility scooter on site", "a phased return after sick leave",
                 "a referral to Occupational Health"]
    for it in rng.sample(items, rng.randint(4, 7)):
        d.t("- %s\n" % it)
    if not c.child and rng.random() < 0.5:
        d.add(["- reserved parking for vehicle registration ", P(phi.plate(rng, c.country), "VEHICLE"), "\n"])
    d.t("\n")
    appts = sorted(phi.plus(v, rng.randint(10, 200)) for _ in range(2))
    d.add([c.pn("first") if c.child else c.pn("title"), " has upcoming appointments on ", c.d(appts[0]), " and ",
           c.d(appts[1]), " which may require absence. "])
    d.t(rng.choice(["Fatigue is a significant feature and is often worse in the afternoon. ",
                    "Falls are a risk on uneven or wet surfaces. ", "Symptoms fluctuate and are worse with infections. "]))
    if rng.random() < 0.3:
        d.t(K.hard_neg_line(c))
    d.t("\n\nPlease contact the neuromuscular team if you need further information: ")
    d.add([c.dr("cns", "full"), ", ", K.role_label(c, "cns"), ", ", c.tel(), rng.choice([" (direct)", ""]), ", ",
           P(phi.email(rng, *c.st("cns")), "EMAIL"), ".\n\n"])
    K.signature(d, c, "cons")
    if rng.random() < 0.4:
        d.add(["\ncc: ", c.pn("full"), " and family" if c.child else "", "; ", c.dr("gp", "drf"), "\n"])


def charity(c):
    grp = c.cond["grp"]
    pool = {"dystrophy": ["Duchenne Dads Alliance", "Strong Hearts Muscle Fund", "Harbour Muscle Trust"],
            "sma": ["SMA Sibling Circle", "Breathe Easy Muscle Group"], "mg": ["Myasthenia Friends Group"],
            "neuropathy": ["CMT Walkers Association", "Steady Steps Charity"]}.get(grp, [])
    return c.rng.choice(pool + ["Muscle Help Network", "Neuromuscular Families Together"])
