"""Genres: step-down referral (ward to virtual ward); discharge letter to GP."""
import datetime

import ids
import clin_write as cw
from case import tm


def step_down(d, c):
    rng = c.rng
    ref_day = c.d0 - datetime.timedelta(days=rng.choice([0, 1]))
    d.ln("STEP-DOWN REFERRAL TO " + c.T["svcU"].upper())
    d.f("To: {} ({})\n", (c.vw, "HOSPITAL"), (c.vw_email, "EMAIL"))
    d.t("From: ")
    d.p(c.ward, "HOSPITAL")
    d.t(", ")
    d.p(c.hosp, "HOSPITAL")
    d.t("   Bed ")
    d.p(c.bed, "LOCATION_OTHER")
    d.f("   Ward tel {}\n", (ids.phone(rng, c.cc, "land") + " ext " + ids.ext(rng), "PHONE"))
    d.t("Referrer: ")
    c.w_st(d, c.ward_dr, "title")
    d.f(" ({}), bleep {}   Consultant: ", rng.choice(["FY2", "CT1", "IMT2", "resident"]),
        (c.ward_dr.bleep, "PHONE"))
    c.w_st(d, c.cons, "title")
    d.ln()
    d.t("Date of referral: ")
    c.w_d(d, ref_day)
    d.t("   Admitted: ")
    c.w_d(d, c.hosp_adm)
    d.f("   Spell: {}\n", (c.acct, "ACCOUNT"))
    d.ln()
    d.ln("PATIENT DETAILS")
    d.t("Name: ")
    c.w_pt(d, rng.choice(["LF", "full"]))
    d.t("    DOB: ")
    c.w_d(d, c.dob, "num")
    d.t("    Age: ")
    d.p(str(c.age), "AGE")
    d.ln()
    c.w_ids(d)
    d.t("Address: ")
    c.w_addr(d)
    d.ln()
    d.f("Phone: {}   Mobile: {}\n", (c.home_phone, "PHONE"), (c.mob, "PHONE"))
    d.f("{}: ", c.T["gp"])
    c.w_st(d, c.gp, "il")
    d.fl(", {}", (c.practice, "HOSPITAL"))
    d.t("NOK: ")
    c.w_fam(d, c.nok, "full")
    d.f(" ({}) {}\n", c.nok_rel, (c.nok_phone, "PHONE"))
    d.ln()
    d.ln("Diagnosis: " + c.path["dx"])
    d.t("Inpatient course: ")
    for s in rng.sample(c.path["story"], min(3, len(c.path["story"]))):
        c.w_tpl(d, s)
        d.t(". ")
    d.ln()
    d.ln("Reason for step-down: " + rng.choice(
        ["complete IV antibiotics at home", "wean O2 / monitor sats at home",
         "ongoing IV/SC diuresis with daily weights", "frailty - avoid deconditioning in hospital",
         "medically optimised, needs monitoring for 48-72h"]))
    d.ln()
    d.ln("Monitoring required:")
    for item in ["SpO2", "HR", "RR", "Temp", "BP", "Weight", "CBG", "Fluid balance"]:
        d.t("[%s] %s  " % ("x" if rng.random() < 0.6 else " ", item))
    d.ln()
    if c.path["iv"]:
        d.t("IV therapy: ")
        c.w_tpl(d, rng.choice(c.path["iv"]))
        d.t(" - last given ")
        c.w_d(d, ref_day, "dm")
        d.ln(" " + tm(rng, 8, 20) + ", next due in 24h")
        d.ln("Line: " + rng.choice(LINES_SHORT) + ", tip confirmed.")
    d.ln()
    d.t("Last bloods (")
    c.w_d(d, ref_day - datetime.timedelta(days=1))
    d.ln("):")
    cw.w_labs(d, c, [ref_day - datetime.timedelta(days=1)], n=rng.randint(5, 8))
    d.ln()
    d.ln("Medication on transfer:")
    cw.w_meds(d, c, "  ")
    cw.w_allergy(d, c)
    d.ln()
    d.t("Social: ")
    cw.w_social(d, c)
    d.ln("Infection status: MRSA screen neg, COVID PCR neg, " +
         rng.choice(["CPE screen neg", "no alerts", "C. diff neg", "ESBL positive - contact precautions"]))
    d.ln("Patient agreeable: yes. Understands how to use oximeter: " + rng.choice(["yes", "to teach"]))
    d.ln()
    d.ln("--- Virtual ward use only ---")
    d.t("Accepted by: ")
    c.w_st(d, c.anp, "full")
    d.t("  on ")
    c.w_d(d, c.d0)
    d.f(" {}   Referral ID: {}\n", tm(rng), (ids.idnum(rng, "referral"), "IDNUM"))
    d.ln("Triage: " + rng.choice(["RAG amber", "RAG green", "RAG red - same day visit"]) +
         "; " + cw.hard_line(c))


LINES_SHORT = ["PICC R arm", "midline L arm", "Hickman line", "peripheral cannula (change 72h)",
               "no line - SC route"]


def discharge_gp(d, c):
    rng = c.rng
    dd = c.day(c.los)
    d.p(c.vw, "HOSPITAL")
    d.ln()
    d.p(c.trust, "ORGANIZATION")
    d.ln()
    d.t("c/o ")
    d.p(c.hosp, "HOSPITAL")
    d.t(", ")
    c.w_addr(d, c.site_addr)
    d.ln()
    d.f("Tel {}   ", (c.vw_phone, "PHONE"))
    if rng.random() < 0.6 or c.cc != "GB":
        d.f("Fax {}   ", (c.vw_fax, "FAX"))
    d.f("Email {}\n", (c.vw_email, "EMAIL"))
    d.ln()
    c.w_d(d, dd + datetime.timedelta(days=rng.choice([0, 1, 2])), rng.choice(["long", "text", c.dstyle]))
    d.ln()
    d.ln()
    d.t(c.gp.title + " ")
    d.p(c.gp.form("fml"), "DOCTOR")
    d.ln()
    d.p(c.practice, "HOSPITAL")
    d.ln()
    c.w_addr(d, c.prac_addr, sep="\n")
    d.ln()
    d.ln()
    d.t("Dear " + c.gp.title + " ")
    d.p(c.gp.last, "DOCTOR")
    d.ln(",")
    d.ln()
    d.t("Re: ")
    c.w_pt(d, "titlefull")
    d.t(", DOB ")
    c.w_d(d, c.dob, "num")
    if c.nid:
        d.f(", {} {}", {"GB": "NHS No", "AU": "IHI", "IE": "IHI", "NZ": "NHI"}[c.cc], (c.nid, "MRN"))
    else:
        d.f(", MRN {}", (c.mrn, "MRN"))
    d.ln()
    c.w_addr(d, country=rng.random() < 0.25)
    d.ln()
    d.ln()
    d.t(c.T["svcU"] + " admission: ")
    c.w_d(d, c.d0)
    d.t(" - discharge: ")
    c.w_d(d, dd)
    d.ln(" (%d days)" % c.los)
    d.ln("Diagnosis: " + c.path["dx"])
    d.ln()
    d.t("I am writing to let you know that ")
    c.w_pt(d, "title")
    d.t(", a ")
    c.w_age(d, "-year-old")
    d.t(" retired " if c.retired else " ")
    if c.retired:
        d.p(c.prof, "PROFESSION")
    else:
        d.t("patient")
    d.t(", has been discharged from our " + c.path["vw"] + " " + c.T["svc"] + ". ")
    d.t(rng.choice(["Admission followed ", "We accepted the referral after "]))
    d.t(rng.choice(["a short stay on ", "assessment in SDEC at ", "a 3-night stay on "]))
    d.p(c.ward if rng.random() < 0.5 else c.hosp, "HOSPITAL")
    d.t(". ")
    for s in rng.sample(c.path["story"], 2):
        c.w_tpl(d, s[0].upper() + s[1:])
        d.t(". ")
    d.t("Remote monitoring via " + cw.w_platform(c) + " showed " + rng.choice(
        ["steady improvement", "two overnight desaturations that resolved", "stable observations",
         "weight falling to dry weight"]) + ". ")
    if c.path["iv"]:
        d.t("IV ")
        c.w_tpl(d, rng.choice(c.path["iv"]))
        d.t(" was given by the community team until ")
        c.w_d(d, dd - datetime.timedelta(days=1), rng.choice(["dmon", c.dstyle]))
        d.t(". ")
    d.ln("NEWS2 on discharge %d." % rng.randint(0, 2))
    d.ln()
    d.ln("Bloods on discharge:")
    cw.w_labs(d, c, [dd - datetime.timedelta(days=1)], n=rng.randint(5, 9))
    d.ln()
    d.ln("Medication changes:")
    d.ln("  STARTED: " + rng.choice(["Dapagliflozin 10mg OD", "Carbocisteine 375mg TDS",
                                     "Doxycycline 100mg OD to complete 5 days", "Adcal-D3 1 BD",
                                     "Furosemide increased to 80mg OM"]))
    d.ln("  STOPPED: " + rng.choice(["Amlodipine (postural drop)", "Zopiclone (falls)",
                                     "Nitrofurantoin (course complete)", "Diclofenac (AKI)", "none"]))
    d.ln("  Current list:")
    cw.w_meds(d, c, "   - ", limit=rng.randint(3, 6))
    d.ln()
    d.ln("Actions for " + c.T["gp"] + ":")
    d.t("  1. ")
    d.ln(rng.choice(["Please repeat U&E in 1 week (on diuretic + SGLT2i).",
                     "Please review BP in 2 weeks; ramipril held.",
                     "Please consider pulmonary rehab referral.",
                     "Please check CRP and FBC at 2 weeks."]))
    d.t("  2. ")
    d.t(rng.choice(["Frailty clinic appointment ", "Heart failure nurse review ",
                    "Respiratory clinic ", "OPAT clinic "]))
    c.w_d(d, dd + datetime.timedelta(days=rng.randint(7, 42)), rng.choice(["long", "wdlong", c.dstyle]))
    d.t(" at ")
    d.p(rng.choice(c.P["hospitals"]), "HOSPITAL")
    d.ln(".")
    d.ln("  3. " + rng.choice(["ReSPECT form copy enclosed.", "No actions re TEP.",
                               "Advance care planning conversation started - please continue."]))
    d.ln()
    d.ln("Oximeter returned and kit collected. Patient advised on red flags and given our leaflet.")
    d.ln()
    d.ln("Yours sincerely,")
    d.ln()
    s = rng.choice([c.cons, c.anp])
    d.p(s.full(), "DOCTOR")
    if s.cred:
        d.t(" " + s.cred)
    d.ln()
    d.ln(s.role + ", " + c.T["svcU"])
    if s.lic:
        d.f("{} {}\n", s.lic[0], (s.lic[1], "LICENSE"))
    d.ln()
    d.t("cc: ")
    c.w_pt(d, "titlefull")
    d.t(" (patient); ")
    if rng.random() < 0.5:
        d.p(c.agency, "ORGANIZATION")
        d.t("; ")
    if rng.random() < 0.3:
        d.p(c.carehome, "HOSPITAL")
        d.t("; ")
    d.ln("community nursing team")
    if rng.random() < 0.5:
        d.t("Typed by: ")
        d.p(c.clerk.full(), "DOCTOR")
        d.t("  DD/")
        d.p(c.clerk.form("ini_lower"), "DOCTOR")
        d.ln()
