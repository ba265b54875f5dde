"""Genres: inpatient discharge summary, referral & triage record."""
import phi
import clin
import common as K
import pools as P
from genres_a import school_year


def discharge_summary(c, d, s):
    rng = c.rng
    los = rng.randrange(12, 140)
    adm = -los
    if rng.random() < 0.5:
        K.letterhead(c, d)
    d.ln(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary - Eating Disorders", "Discharge Letter to GP",
                     "TRANSFER OF CARE / DISCHARGE NOTIFICATION"]))
    d.ln("")
    d.ln("Patient: ", c.pn("Lf", "LFm", "full"), "   DOB: ", c.dob_t(), "   ", c.sex)
    d.ln(c.ids_line())
    d.ln("Address: ", c.address())
    if c.country == "US":
        d.ln("Payer: ", ("ORGANIZATION", c.insurer), "   Member ", ("HEALTHPLAN", c.plan), "   Encounter ", ("ACCOUNT", c.acct),
             rng.choice(["", ["   SSN ", ("SSN", c.ssn)]]))
    elif c.country == "CA" and rng.random() < 0.3:
        d.ln("SIN (for ODSP/disability forms): ", ("SSN", c.ssn))
    elif c.country == "AU" and rng.random() < 0.3:
        d.ln("Centrelink CRN ", ("SSN", c.ssn), " (carer payment form completed for ", c.mother.rel if c.adol else "partner", ")")
    elif rng.random() < 0.4:
        d.ln("Episode no: ", ("ACCOUNT", c.acct))
    d.ln({"US": "PCP: ", "CA": "Family physician: "}.get(c.country, "GP: "), c.dr("gp", "title_full"), ", ", ("HOSPITAL", c.gp_site))
    d.ln("")
    d.ln("Admitted: ", c.dt(adm, phi.numeric_style(c.country)), "   Discharged: ", c.dt(0, phi.numeric_style(c.country)),
         "   LOS: %d days" % los)
    d.ln(rng.choice(["Ward: ", "Unit: ", "Service: "]), ("HOSPITAL", c.unit), {"US": "   Attending: ", "CA": "   MRP: "}.get(c.country, "   Consultant: "), c.dr("psych", rng.choice(["title_full", "title_last"])))
    d.ln("Discharge destination: ", rng.choice(["home with parents", "home", "step-down to day programme"] if c.adol else
                                               ["home", "step-down to day programme", "supported accommodation", "university halls"]))
    d.ln("")
    d.ln("Diagnoses:")
    d.ln("1. ", rng.choice(clin.dx_inpt(c)))
    for i, x in enumerate(rng.sample(clin.comorb(c), rng.randrange(1, 3))):
        d.ln("%d. " % (i + 2), x)
    d.ln("")
    d.ln("Summary of admission")
    w0 = s.wt - rng.uniform(4, 9)
    d.ln(c.ptref(), " was admitted ", rng.choice({"UK": ["informally", "under Section 3", "under Section 2"], "US": ["voluntarily", "on an involuntary hold"],
                                     "AU": ["voluntarily", "as an involuntary patient (TTO)"],
                                     "CA": ["voluntarily", "on a Form 3"]}[c.country] + ["from the paediatric ward"]),
         " with BMI %.1f (%.1f kg), HR %d and " % (w0 / (s.ht / 100) ** 2, w0, s.hr - 8),
         rng.choice(["PO4 0.61.", "postural hypotension.", "K 2.8 from purging.", "QTc 468 ms."]), " ",
         rng.choice(["Refeeding was started at 1400 kcal and built up over 10 days with daily bloods; phosphate supplementation required days 2-6.",
                     ["NG feeding was needed for 3 weeks after repeated meal refusal; this was stopped on ",
                      c.dt(min(-2, adm + rng.randrange(20, 30)), phi.short_style(c.country)), "."],
                     "Oral refeeding was successful with supplements; no NG required."]))
    d.ln("Weight restored to %.1f kg (BMI %.1f%s) at discharge. Psychological work: %s. " % (
        s.wt, s.bmi, ", %d%% mBMI" % s.pmbmi if c.adol else "",
        rng.choice(["CBT-E individual sessions", "family work (FBT-informed)", "SSCM + DBT skills group", "MANTRA"])),
        rng.choice([["Home leave over ", K.holiday(rng, c.country), " went well."],
                    ["Overnight leave on ", c.dt(-rng.randrange(5, 20)), " went well."],
                    ["Graded leave from ", c.day(-rng.randrange(8, 20)), " onwards was successful."]]))
    if c.adol:
        d.ln("Education: attended hospital school; phased return to ", ("ORGANIZATION", c.school), " from ",
             c.dt(rng.randrange(3, 15)), " (", school_year(c), ").")
    else:
        d.ln("Occupation: ", ("PROFESSION", c.pt_prof), "; plans graded return to work at ", ("ORGANIZATION", c.employer), ".")
    d.ln("")
    d.ln("Discharge observations: ", clin.vitals_line(rng, s, 1))
    if rng.random() < 0.3:
        K.pasted_lab(c, d, s)
    else:
        d.ln("Last bloods (", c.dt(-rng.randrange(1, 4), phi.short_style(c.country)), "): ", clin.bloods_table(rng, s, compact=True))
    if rng.random() < 0.4:
        d.ln(clin.misc_neg(rng, c))
    d.ln("")
    d.ln("Medication on discharge:")
    for m in rng.sample(clin.MEDS, rng.randrange(2, 5)):
        d.ln("  ", m)
    d.ln("Stopped: Thiamine, Phosphate-Sandoz (refeeding complete).")
    d.ln("")
    d.ln("Follow-up")
    d.ln(" - Community ED team: ", ("HOSPITAL", rng.choice([c.unit + " Outpatients", c.hosp.split()[0] + " Community Eating Disorders Service"])),
         ", first appointment ", c.dt(rng.randrange(3, 10)), " at ", "%02d:%02d" % (rng.randrange(9, 17), rng.choice([0, 30])),
         " with ", c.dr(rng.choice(["psychol", "nurse", "ft"]), rng.choice(["title_full", "full"])), ".")
    d.ln(" - GP: please weigh and check HR/BP weekly for 4 weeks, then fortnightly; U&E/PO4 in 1/52.")
    d.ln(" - Relapse signs discussed with ", ("FAMILY", (c.mother if c.adol else c.partner).first), ": ",
         "missing meals, rapid weight loss (>0.5 kg/wk), dizziness.")
    if rng.random() < 0.5:
        d.ln(" - Crisis contacts: team ", c.ph(), "; out of hours ", {"UK": "NHS 111", "US": "988", "AU": "13 11 14",
                                                                      "CA": "988"}[c.country], ".")
    if rng.random() < 0.4:
        d.ln(" - Patient portal: ", ("URL", phi.url(rng, c.hosp.split()[0])), " (login ", ("USERNAME", c.user), ")")
    d.ln("")
    d.ln(c.sig(rng.choice(["psych", "reg"]), rng.random() < 0.5))
    d.ln("Dictated ", c.dt(0, phi.short_style(c.country)), ", typed ", c.dt(rng.randrange(1, 4), phi.short_style(c.country)),
         " ", rng.choice(["DD/", "ref: ", "/"]), ("DOCTOR", c.S("psych").form("initl")), "/", ("DOCTOR", rng.choice(["jk", "mt", "sr", "ab", "lp"])))
    K.cc_block(c, d, gp=False, parents=c.adol and rng.random() < 0.5)
    if rng.random() < 0.3:
        K.footer(c, d)


def referral_triage(c, d, s):
    rng = c.rng
    ctry = c.country
    d.ln(rng.choice(["REFERRAL & TRIAGE - EATING DISORDERS", "New referral - triage record", "ED SERVICE INTAKE / TRIAGE FORM",
                     "Referral received - Eating Disorders Single Point of Access"]))
    d.ln(("HOSPITAL", c.unit))
    d.ln("")
    d.ln("Referral received: ", c.dt(-rng.randrange(0, 5), phi.numeric_style(ctry)), "   via ",
         rng.choice((["e-RS"] if ctry == "UK" else ["eReferral"]) + ["fax", "secure email", "online portal", "letter"]), "   Ref: ", ("IDNUM", c.refno()))
    d.ln("")
    d.ln("-- PATIENT --")
    d.ln("Surname: ", c.pt.t("LAST"), "   Forename(s): ", ("PATIENT", c.pt.first + (" " + c.pt.mid if rng.random() < 0.3 else "")))
    d.ln("DOB: ", c.dob_t(), "   Age: ", c.age_t(), "   Gender: ", (rng.choice(["F", "Female"]) if c.sex == "F" else rng.choice(["M", "Male"])) if c.he != "they" else "Non-binary")
    d.ln("Address: ", c.address(oneline=True, country=rng.random() < 0.3))
    d.ln("Phone: ", c.ph("mobile"), rng.choice(["", ["   Home: ", c.ph()]]))
    if rng.random() < 0.6:
        d.ln("Email: ", ("EMAIL", phi.email(rng, c.pt.first, c.pt.last, "lay")))
    d.ln(c.ids_line())
    if ctry == "US":
        d.ln("SSN: ", ("SSN", c.ssn), "   Insurance: ", ("ORGANIZATION", c.insurer), " ", ("HEALTHPLAN", c.plan),
             rng.choice(["", ["  Group ", ("HEALTHPLAN", "GRP-" + phi.digits(rng, 5))]]))
    elif ctry == "CA" and rng.random() < 0.6:
        d.ln("SIN (ODSP application): ", ("SSN", c.ssn))
    elif ctry == "AU" and rng.random() < 0.6:
        d.ln("Private health: ", ("ORGANIZATION", c.insurer), " member ", ("HEALTHPLAN", phi.healthplan(rng, "US")),
             rng.choice(["", ["   Centrelink CRN: ", ("SSN", c.ssn)]]))
    if c.adol:
        d.ln("Parent/carer: ", c.fam_ref(c.mother, "full"), " (", c.mother.rel, ") ", c.ph("mobile"),
             rng.choice(["", ["; ", c.fam_ref(c.father, "full"), " (", c.father.rel, ") ", c.ph("mobile")]]))
        d.ln("School: ", ("ORGANIZATION", c.school), ", ", school_year(c))
    else:
        d.ln("NOK: ", c.fam_ref(c.partner, "full"), " (", c.partner.rel, ") ", c.ph("mobile"))
        d.ln("Occupation: ", ("PROFESSION", c.pt_prof))
    if rng.random() < 0.35:
        d.ln("Interpreter: ", rng.choice(["not required", "required"]), "; born in ", ("COUNTRY", c.birth_country))
    d.ln("")
    d.ln("-- REFERRER --")
    d.ln(c.dr("gp", rng.choice(["title_full", "full_cred"])), ", ", ("HOSPITAL", c.gp_site))
    d.ln(K.site_address(c))
    d.ln("Tel ", c.ph(), "   Fax ", c.fax(), rng.choice(["", ["   ", ("EMAIL", phi.email(rng, c.S("gp").first, c.S("gp").last))]]))
    if rng.random() < 0.4:
        d.ln({"UK": "GMC ", "US": "NPI ", "AU": "Provider no. ", "CA": "Billing no. "}[ctry], ("LICENSE", c.S("gp").lic))
    d.ln("")
    d.ln("-- REFERRAL INFORMATION --")
    d.ln(rng.choice([
        "Weight loss 8 kg over 4 months, restricting, exercising excessively. Amenorrhoea. Parents very concerned.",
        "Binge/purge 5x/week, dental erosion, K 3.1. Requests specialist help.",
        "Picky eating since early childhood, now losing weight; fear of choking after episode at age 9. ?ARFID",
        ["Known AN, moved into area from ", ("CITY", c.city2), "; previously under ", ("HOSPITAL", c.paeds_hosp), "."],
        "Relapse of AN after bereavement; BMI 15.8."]))
    d.ln("Obs at referral: Wt %.1f kg, Ht %.0f cm, BMI %.1f, HR %d, BP %d/%d, temp %.1f" % (
        s.wt - 0.6, s.ht, s.bmi - 0.2, s.hr, s.sbp, s.dbp, s.temp))
    d.ln("Bloods: ", rng.choice(["attached", "not done", "requested"]), rng.choice(["", "; ECG attached (QTc %d)" % s.qtc]))
    d.ln("SCOFF %d/5. Risk: " % rng.randrange(2, 6), rng.choice(["no SH", "self-harm (cutting)", "passive SI", "none known"]))
    d.ln("")
    d.ln("-- TRIAGE --")
    d.ln("Triaged ", c.dt(0), " by ", c.dr(rng.choice(["nurse", "psychol", "diet"]), rng.choice(["full_cred", "full", "il"])),
         " with ", c.dr("psych", "title_last"), " (duty consultant)")
    urg = rng.choice(["EMERGENCY - same day/24 h", "URGENT - within 1 week", "ROUTINE - within 4 weeks"])
    d.ln("Category: ", urg, "   Medical risk: ", clin.rag(s))
    d.ln("Rationale: ", rng.choice(["HR < 40 and rapid weight loss.", "Meets urgent criteria (MEED amber).",
                                     "Stable obs, engaged with GP monitoring.", "Purging with low K+."]))
    d.ln("Outcome: ", rng.choice([
        ["Accepted. Assessment booked ", c.dt(rng.randrange(1, 28)), " ", "%02d:%02d" % (rng.randrange(9, 17), rng.choice([0, 30])),
         " with ", c.dr("psych", "title_last"), " and ", c.dr("diet", "first"), "."],
        ["Accepted - letter sent to family at ", ("STREET", c.street), "; telephone contact ", c.day(rng.randrange(1, 5)), "."],
        ["Redirected to local CAMHS; referrer informed by fax."],
        ["Advice to GP: same-day paediatric assessment at ", ("HOSPITAL", c.hosp), "."],
    ]))
    if rng.random() < 0.4:
        d.ln("Telehealth: ", K.tele_line(c))
    d.ln("")
    d.ln("Entered by ", ("USERNAME", c.S(rng.choice(["nurse", "hca", "diet"])).user), " ", c.dt(0, phi.numeric_style(ctry)),
         " ", "%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)))
    if rng.random() < 0.4:
        K.audit_line(c, d)
