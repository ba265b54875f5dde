"""Genres: virtual ward admission note; step-up referral (own genre)."""
import datetime

import ids
import clin_write as cw
from case import tm
from pools_clin import SCORES


def _source(d, c):
    rng = c.rng
    r = rng.randrange(4)
    if r == 0:
        d.t("Step-down from ")
        d.p(c.ward, "HOSPITAL")
        d.t(", ")
        d.p(c.hosp, "HOSPITAL")
        d.t(" (bed ")
        d.p(c.bed, "LOCATION_OTHER")
        d.t("), inpatient since ")
        c.w_d(d, c.hosp_adm)
    elif r == 1:
        d.t("Step-up from " + c.T["gp"] + " ")
        c.w_st(d, c.gp, "title")
        d.t(" at ")
        d.p(c.practice, "HOSPITAL")
    elif r == 2:
        d.t("SDEC / " + c.T["ed"] + " at ")
        d.p(c.hosp, "HOSPITAL")
        d.t(", seen by ")
        c.w_st(d, c.reg, "title")
    else:
        d.t(rng.choice(["Urgent community response", "Paramedic (see & treat)", "Care home"]) +
            " referral")
        if rng.random() < 0.5:
            d.t(" from ")
            d.p(c.carehome, "HOSPITAL")
            d.t(", room ")
            d.p(str(rng.randint(1, 48)), "LOCATION_OTHER")
    d.ln()


def vw_admission(d, c):
    rng = c.rng
    p = c.path
    c.header(d, rng.choice(["Virtual Ward Admission", "Virtual ward admission clerking",
                            "Admission to " + c.T["svc"], "VW ADMISSION NOTE"]))
    d.ln()
    d.t("Date of admission: ")
    c.w_d(d, c.d0)
    d.t(" " + tm(rng) + "    Pathway: " + p["vw"])
    d.ln()
    d.t("Admitting clinician: ")
    c.w_st(d, c.anp, "full")
    d.t(" (ANP)   Responsible consultant: ")
    c.w_st(d, c.cons, "title")
    d.ln()
    d.t("Referral source: ")
    _source(d, c)
    if rng.random() < 0.5:
        d.fl("Episode no: {}   Referral ref: {}", (c.acct, "ACCOUNT"),
             (ids.idnum(rng, "referral"), "IDNUM"))
    d.ln()
    d.ln("PC: " + rng.choice([p["dx"]] + p["dx_alt"]))
    d.ln()
    d.t("HPC: ")
    c.w_age(d)
    d.t(" " + ("lady" if c.sex == "F" else "gentleman") + rng.choice([" with ", " w/ ", ", known "]))
    c.w_tpl(d, p["pmh"][0])
    d.t(". ")
    for s in rng.sample(p["story"], min(len(p["story"]), rng.randint(3, 5))):
        c.w_tpl(d, s[0].upper() + s[1:])
        d.t(". ")
    d.t("Symptoms started ")
    c.w_d(d, c.d0 - datetime.timedelta(days=rng.randint(2, 8)),
          rng.choice(["wd", "dmon", c.dstyle]))
    d.t(". ")
    if rng.random() < 0.5:
        d.t(c.nok_rel.capitalize() + " ")
        c.w_fam(d, c.nok, "first")
        d.t(" reports " + rng.choice(["poor oral intake", "more muddled", "less mobile",
                                     "coughing at night", "not sleeping"]) + ".")
    d.ln()
    d.ln()
    d.ln("PMH:")
    cw.w_pmh(d, c)
    d.ln("DH:")
    cw.w_meds(d, c)
    cw.w_allergy(d, c)
    d.ln()
    d.t("SH: ")
    cw.w_social(d, c)
    d.ln("Baseline: CFS %d, %s. %s" % (rng.randint(3, 7), rng.choice(
        ["mobile with stick", "frame indoors", "independent", "hoisted", "1 assist transfers"]),
        rng.choice(["Barthel 14/20.", "AMTS 9/10.", "4AT 0.", "MUST 1.", "Waterlow 14."])))
    d.ln()
    v = cw.vitals(rng, c, rng.choice([0, 0, 1]))
    d.t("Obs on admission (")
    d.t(tm(rng))
    d.t("): ")
    cw.w_vitals_line(d, v, rng.randrange(3))
    d.ln()
    if rng.random() < 0.8:
        d.ln()
        d.t("Bloods (")
        d.p(c.fd(c.d0 - datetime.timedelta(days=1)), "DATE")
        d.ln("):")
        cw.w_labs(d, c, [c.d0])
    d.ln()
    d.ln("Impression: " + p["dx"] + ". Suitable for " + p["vw"] + " " + c.T["svc"] + ".")
    d.ln("Plan:")
    plat = cw.w_platform(c)
    d.ln("1. Remote monitoring via %s: SpO2/HR/temp %s, BP %s." % (
        plat, rng.choice(["TDS", "QDS", "BD", "4-hourly while awake"]), rng.choice(["OD", "BD"])))
    d.ln("2. Target SpO2 %s%s." % (p["target"], " (BTS 2017)" if rng.random() < 0.4 else ""))
    d.ln("3. Escalate if:")
    cw.w_thresholds(d, c, "   * ")
    k = 4
    if p["iv"] and rng.random() < 0.7:
        d.t("4. IV therapy: ")
        c.w_tpl(d, rng.choice(p["iv"]))
        d.ln(" - first dose given in hospital; community nursing to administer.")
        k = 5
    d.t("%d. Estimated discharge: " % k)
    c.w_d(d, c.day(c.los))
    d.ln()
    d.ln()
    d.ln("Equipment issued:")
    cw.w_kit(d, c)
    d.f("Patient app login: {}; leaflet {}\n", (c.pt_user, "USERNAME"),
        (ids.url(rng, "leaflet"), "URL"))
    d.f("24/7 team number given: {}\n", (c.vw_phone, "PHONE"))
    d.ln()
    d.t("NOK: ")
    c.w_fam(d, c.nok, "full")
    d.f(" ({}) {}\n", c.nok_rel, (c.nok_phone, "PHONE"))
    d.ln("ReSPECT / TEP: " + rng.choice(["for full escalation incl. ward-based care",
                                         "ceiling = ward-based care, not for ICU/CPR",
                                         "DNACPR in place, community form seen",
                                         "not discussed - to do at consultant round"]))
    d.ln(cw.hard_line(c))
    d.ln()
    c.sign(d, c.anp if rng.random() < 0.6 else c.reg, c.d0)


def step_up_referral(d, c):
    rng = c.rng
    p = c.path
    ref = ids.idnum(rng, "referral")
    d.f("STEP-UP REFERRAL  --  {}\n", (c.vw, "HOSPITAL"))
    d.f("Referral ID: {}    Received ", (ref, "IDNUM"))
    c.w_d(d, c.d0)
    d.t(" " + tm(rng) + " via ")
    d.ln(rng.choice(["telephone", "e-mail", "single point of access", "e-RS", "fax"]))
    d.ln()
    kind = rng.randrange(3)
    d.t("Referrer: ")
    if kind == 0:
        c.w_st(d, c.gp, "title")
        d.f(" ({}), {}\n", c.T["gp"], (c.practice, "HOSPITAL"))
        d.f("Direct line {}   Fax {}   Email {}\n", (c.prac_phone, "PHONE"), (c.prac_fax, "FAX"),
            (c.prac_email, "EMAIL"))
    elif kind == 1:
        medic = c.staff("Paramedic", "", None)
        d.p(medic.full(), "DOCTOR")
        d.f(", paramedic. Incident (CAD) {}  Callback {}\n", (ids.idnum(rng, "cad"), "IDNUM"),
            (medic.phone, "PHONE"))
    else:
        c.w_st(d, c.rn2, "full")
        d.f(", urgent community response ({}). Mob {}\n", (c.trust, "ORGANIZATION"),
            (ids.mobile(rng, c.cc), "PHONE"))
    d.ln()
    d.t("Patient: ")
    c.w_pt(d, "LF")
    d.t("   DOB ")
    c.w_d(d, c.dob, "num")
    d.t("   Age ")
    d.p(str(c.age), "AGE")
    d.ln()
    c.w_ids(d)
    d.t("Home: ")
    c.w_addr(d)
    d.ln()
    d.f("Tel: {}    Mobile: {}\n", (c.home_phone, "PHONE"), (c.mob, "PHONE"))
    d.t("Current location: ")
    if rng.random() < 0.3:
        d.p(c.carehome, "HOSPITAL")
        d.t(", room ")
        d.p(str(rng.randint(1, 40)), "LOCATION_OTHER")
        d.ln()
    else:
        d.ln(rng.choice(["own home", "at home with family", "home (access via key safe)"]))
    d.ln()
    d.ln("Reason for referral: " + rng.choice([p["dx"]] + p["dx_alt"]))
    d.t("Background: ")
    cw.w_pmh(d, c, inline=True)
    d.t("Clinical summary: ")
    for s in rng.sample(p["story"], min(3, len(p["story"]))):
        c.w_tpl(d, s)
        d.t("; ")
    d.ln("not wishing hospital admission.")
    v = cw.vitals(rng, c, rng.choice([0, 1, 1]))
    d.t("Obs at assessment " + tm(rng) + ": ")
    cw.w_vitals_line(d, v, rng.randrange(3))
    d.ln()
    d.ln("Frailty: %s %d   %s %s" % (rng.choice(["CFS", "Rockwood CFS", "Clinical Frailty Scale"]),
                                      rng.randint(4, 8), rng.choice(["4AT", "AMTS"]),
                                      rng.choice(["0", "2", "7/10", "9/10", "5"])))
    d.ln()
    d.ln("Exclusion checklist (x = excluded / not present):")
    for item in ["O2 requirement >4L/min", "Suspected ACS / stroke", "Requires IV fluids >2L/day",
                 "NEWS2 >=7", "No carer overnight where needed", "GCS <15 (not baseline)"]:
        d.ln("  [%s] %s" % (rng.choice(["x", "x", " "]), item))
    d.ln()
    d.t("Social: ")
    cw.w_social(d, c, short=True)
    d.t("Contact: ")
    c.w_fam(d, c.nok)
    d.f(" ({}) {}", c.nok_rel, (c.nok_phone, "PHONE"))
    if rng.random() < 0.4:
        d.f(", {} works as a {}", "she" if c.nok.sex == "F" else "he", (c.nok_prof, "PROFESSION"))
    d.ln()
    d.ln()
    d.t("Decision: ")
    acc = rng.random() < 0.8
    if acc:
        d.t("ACCEPTED by ")
        c.w_st(d, c.anp, "full")
        d.t(" at " + tm(rng) + " on ")
        c.w_d(d, c.d0)
        d.ln(". First home visit within %d h; kit to be delivered by %s." % (
            rng.choice([2, 4, 24]), "the team"))
        d.t("Allocated virtual bed: ")
        d.p(str(rng.randint(1, 40)), "LOCATION_OTHER")
        d.f("   Episode: {}\n", (c.acct, "ACCOUNT"))
    else:
        d.t("DECLINED by ")
        c.w_st(d, c.cons, "title")
        d.ln(" - " + rng.choice(["NEWS2 7, advised ED conveyance", "needs CTPA, referred SDEC",
                                 "patient declined monitoring", "outside catchment"]))
    d.ln("Notes: " + rng.choice(SCORES) + " recorded. " + cw.hard_line(c))
    d.ln()
    c.sign(d, c.clerk if rng.random() < 0.3 else c.anp, c.d0)
