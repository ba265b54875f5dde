"""Genres: nebulised antibiotic trial record, MDT discussion, patient portal message."""
import ids
from ids import pick, dg
import clin
import persona
from common import sign, audit, age_parts, he, his, him, role, social, art
from pools_places import SPONSORS, CROS, HOMECARE, TRAVEL, HOLIDAYS

TRIALS = ["AIRWAVE-3", "NEBULA-PA", "CLEAR-BX", "TIDEWATER", "PROMPT-BE", "AEROSOL-2"]
DRUGS = ["inhaled VX-418 (liposomal amikacin analogue)", "nebulised CRV-221 (colistimethate dry powder)",
         "inhaled NBX-07 (tobramycin/fosfomycin)", "nebulised HLC-3 (aztreonam lysine, extended dosing)"]


def _tm(rng):
    return "%02d:%02d" % (7 + rng.randrange(12), rng.randrange(60))


def trial_record(d, c):
    rng = c.rng
    tr = pick(rng, TRIALS)
    vis = 1 + rng.randrange(8)
    d.f("{tr} - Visit {v} Source Record\n", tr=tr, v=str(vis))
    d.t("A randomised, double-blind, placebo-controlled trial of %s in adults with bronchiectasis and chronic "
        "Pseudomonas aeruginosa infection\n" % pick(rng, DRUGS))
    d.f("Protocol {pr}   Sponsor: {ORGANIZATION:sp}   CRO: {ORGANIZATION:cro}\n",
        pr=pick(rng, ["VLT-418-302", "CRV-221-03", "NBX-07-201", "HLC3-BE-04"]), sp=pick(rng, SPONSORS), cro=pick(rng, CROS))
    d.f("Site: {HOSPITAL:h}   PI: {n}\n", h=c.hosp, n=c.cname(c.cons, "drfull"))
    d.f("Participant ID: {IDNUM:pid}   Randomisation No: {IDNUM:rn}   Initials: {PATIENT:ini}\n",
        pid=ids.idnum(rng, "participant", c.date0.year), rn=ids.idnum(rng, "rand", c.date0.year),
        ini=pick(rng, [c.pt.inits(), c.pt.first[0] + "-" + c.pt.last[0], c.pt.first[0] + (c.pt.mid or "-") + c.pt.last[0]]))
    d.f("Year of birth: {DATE:yb}   Age at consent: {AGE:a}   Sex: {sx}\n", yb=str(c.dob.year), a=str(c.age), sx=c.pt.sex)
    if rng.random() < 0.5:
        d.f("Hospital record: {MRN:m}\n", m=c.mrn)
    d.f("Consent (ICF v3.0) signed {DATE:cd}, taken by {n}\n", cd=c.d(c.before(30 * vis, 30 * vis + 20)), n=c.cname(c.cns, "full"))
    d.f("Visit date: {DATE:vd} {tm}   Window: Day {dy} +/-3\n", vd=c.d(c.date0), tm=_tm(rng), dy=str(28 * vis))
    if rng.random() < 0.6:
        d.f("Identity confirmed by fingerprint scan (template {BIOID:fp}).\n", fp=ids.bioid(rng, "finger"))
    d.t("\nAssessments:\n")
    fev1, fvc, pct, ratio = clin.spiro_vals(rng, c.pt.sex, c.age)
    d.t("- Vitals: BP %d/%d, HR %d, SpO2 %d%%\n" % (100 + rng.randrange(50), 60 + rng.randrange(30), 60 + rng.randrange(40), 92 + rng.randrange(7)))
    d.t("- Spirometry pre-dose FEV1 %.2f L (%d%%), 30 min post-dose %.2f L\n" % (fev1, pct, fev1 * rng.uniform(0.85, 1.02)))
    d.f("- Sputum for quantitative culture, sample {IDNUM:sm}\n", sm=ids.idnum(rng, "lab", c.date0.year))
    d.t("- QOL-B and LCQ completed; CAT %d\n" % (5 + rng.randrange(30)))
    d.t("- Audiology and renal function per schedule of assessments\n")
    d.t("\nInvestigational product:\n")
    d.f("- Kit {IDNUM:k1} dispensed; kit {IDNUM:k2} returned ({n} vials unused)\n", k1=ids.idnum(rng, "kit", 0),
        k2=ids.idnum(rng, "kit", 0), n=str(rng.randrange(12)))
    d.f("- Nebuliser: eFlow rapid, SN {DEVICE:sn}; adherence from device log {p}%\n", sn=ids.serial(rng, "eflow"),
        p=str(55 + rng.randrange(45)))
    if rng.random() < 0.5:
        d.f("- Home data hub {DEVICE:hub} last upload from {IPADDR:ip}\n", hub=ids.serial(rng, "hub"), ip=ids.ip(rng))
    d.t("\nAdverse events:\n")
    for i in range(rng.randrange(3)):
        on = c.before(3, 25)
        d.f("{i}. {ae}, onset {DATE:on}, {sev}, {rel}; {out}\n", i=str(i + 1),
            ae=pick(rng, ["chest tightness after dose", "bronchospasm (FEV1 fall 18%)", "dysphonia", "tinnitus",
                          "exacerbation requiring oral ciprofloxacin", "sore throat"]), on=c.d(on),
            sev=pick(rng, ["mild", "moderate"]), rel=pick(rng, ["possibly related", "not related", "related"]),
            out=pick(rng, ["resolved", "ongoing"]) if rng.random() < 0.5 else [("resolved ", None), (c.d(ids.add_days(on, 3)), "DATE")])
    if rng.random() < 0.3:
        d.f("Participant travelling to {COUNTRY:tv} over {DATE:hol}; extra kit supplied with letter.\n", tv=pick(rng, TRAVEL),
            hol=pick(rng, HOLIDAYS[c.cc]))
    d.t(pick(rng, ["No protocol deviations.\n", "Deviation: visit 2 days outside window (participant unwell).\n",
                   "Con-med change: azithromycin stopped by GP (excluded medication) - sponsor notified.\n"]))
    d.f("\nNext visit: {DATE:nv}\n", nv=c.d(c.after(26, 31)))
    d.f("eCRF entered by {USERNAME:u} at {URL:url}\n", u=c.username(c.cns), url=ids.url(rng, "trial"))
    d.f("Research nurse: {n} ({l}), tel {PHONE:t}\n", n=c.cname(c.cns, "full"), l=c.lic_parts("cns"),
        t=ids.with_ext(rng, c.hosp_tel) if rng.random() < 0.5 else c.hosp_tel)
    d.f("PI review: {n} {DATE:pd}\n", n=c.cname(c.cons, "dr"), pd=c.d(c.after(0, 7)))


def _mini_case(d, c, i, main):
    rng = c.rng
    if main:
        n = c.pname(pick(rng, ["full", "LAST", "Last"]))
        age, mrn, cons = str(c.age), c.mrn, c.cons
        sx = c.pt.sex
    else:
        p = persona.make_person(rng, c.cc)
        n = [(pick(rng, [p.full(), "%s, %s" % (p.last.upper(), p.first)]), "PATIENT")]
        age, mrn, cons = str(25 + rng.randrange(65)), ids.mrn(rng, c.cc), pick(rng, [c.cons, c.reg])
        sx = p.sex
    d.f("\nCase {i}: {n} ({AGE:a}{sx})  MRN {MRN:m}\n", i=str(i), n=n, a=age, sx=sx, m=mrn)
    d.f("Referred by: {r}\n", r=c.cname(cons, "dr"))
    d.t("Question: " + pick(rng, ["?start long-term nebulised antibiotic", "?NTM treatment", "?surgical resection of destroyed LLL",
                                  "?ABPA - steroids vs itraconazole", "?immunoglobulin replacement", "recurrent haemoptysis - ?BAE"]) + "\n")
    d.t("Background: " + pick(rng, clin.AETIOLOGY) + " bronchiectasis; " + ", ".join(clin.comorbs(rng, 1 + rng.randrange(2))) + ".")
    nx = 1 + rng.randrange(6)
    d.f(" %d exacerbation%s in the last year; last admission {DATE:la}.\n" % (nx, "s" if nx > 1 else ""), la=c.d(c.before(20, 300)))
    d.f("Imaging ({n}): CT {DATE:ct} - {f}.\n", n=c.cname(c.rad, "dr"), ct=c.d(c.before(5, 120)),
        f=pick(rng, ["cylindrical bronchiectasis both lower lobes, progressive", "new cavity RUL 14 mm", "stable",
                     "central bronchiectasis with high-attenuation mucus"]))
    d.f("Micro ({n}): {o}; {ntm}.\n", n=c.cname(c.micro, "full"), o=clin.org(rng)[0],
        ntm=pick(rng, ["AFB negative x3", pick(rng, clin.NTM) + " in 2 of 3 samples", "no NTM"]))
    d.t("Outcome: " + pick(rng, ["Start nebulised colistimethate; test dose in clinic.", "Treat MAC per ATS/ERS/ESCMID/IDSA 2020: rifampicin, ethambutol, azithromycin three times weekly.",
                                 "Refer to thoracic surgery.", "Prednisolone 0.5 mg/kg for 2 weeks and wean; repeat IgE in 8 weeks.",
                                 "Refer Immunology for IVIG assessment.", "Refer interventional radiology for bronchial artery embolisation."]) + "\n")
    d.f("Actions: letter to {gp} ({i1}); clinic {DATE:cl} ({i2})\n", gp="PCP" if c.cc == "US" else "GP", i1=[(c.sec.inits(), "DOCTOR")], cl=c.d(c.after(14, 60)),
        i2=[(cons.inits(), "DOCTOR")])


def mdt(d, c):
    rng = c.rng
    d.f("{HOSPITAL:h}\n", h=c.hosp)
    d.t(pick(rng, ["BRONCHIECTASIS MDT - OUTCOME RECORD\n", "Airways Multidisciplinary Team Meeting\n", "Bronchiectasis/NTM MDM minutes\n"]))
    d.f("Date: {DATE:dt}   {tm}   Venue: ", dt=c.d(c.date0, pick(rng, ["wd", "long", None])), tm=_tm(rng))
    if rng.random() < 0.6:
        d.f("{LOCATION_OTHER:s}, {LOCATION_OTHER:b}\n", s="Seminar Room %d" % (1 + rng.randrange(5)), b=c.building)
    else:
        d.t("Microsoft Teams\n")
    d.f("MDT ref: {IDNUM:r}\n", r=ids.idnum(rng, "mdt", c.date0.year))
    d.f("Chair: {n}\nPresent: ", n=c.cname(c.cons, "drfull"))
    pres = [(c.reg, "Respiratory"), (c.rad, "Radiology"), (c.micro, "Microbiology"), (c.physio, "Physiotherapy"),
            (c.pharm, "Pharmacy"), (c.cns, "CNS")]
    for i, (p, r) in enumerate(pres):
        if i:
            d.t(", ")
        d.f("{n} ({r})", n=c.cname(p, pick(rng, ["full", "dr"]) if r in ("Respiratory", "Radiology") else "full"), r=r)
    d.t("\n")
    if rng.random() < 0.5:
        ap = persona.make_person(rng, c.cc)
        d.f("Apologies: {n}\n", n=c.cname(ap, "dr"))
    ncase = 1 + rng.randrange(3)
    main_at = rng.randrange(ncase)
    for i in range(ncase):
        _mini_case(d, c, i + 1, i == main_at)
    d.t("\n" + pick(rng, ["Outcomes emailed to referrers.", "Next MDT in two weeks.", clin.hard(rng)]) + "\n")
    d.f("Minutes: {n}", n=c.cname(c.sec, "full"))
    if rng.random() < 0.6:
        d.f(", MDT coordinator, {PHONE:t}, {EMAIL:e}", t=ids.with_ext(rng, c.hosp_tel), e=ids.email_person(rng, c.sec.first, c.sec.last))
    d.t("\n")


def portal(d, c):
    rng = c.rng
    p = c.pt
    uname = pick(rng, [p.first.lower() + p.last.lower()[:1] + dg(rng, 2), p.last.lower() + dg(rng, 3),
                       (c.nick or p.first).lower() + "_" + p.last.lower()[:4]]).replace(" ", "").replace("'", "")
    d.t(pick(rng, ["Secure message - patient portal\n", "Patient Portal: message thread\n", "My Health Record - messages\n"]))
    d.f("From: {n} <{EMAIL:e}> (user {USERNAME:u})\n", n=c.pname(pick(rng, ["full", "mid"])), e=c.email, u=uname)
    d.t("To: " + pick(rng, ["Bronchiectasis Nurse Team", "Respiratory CNS inbox", "Airways clinic"]) + "\n")
    sent = c.before(1, 4)
    d.f("Sent: {DATE:s} {tm}\n", s=c.d(sent, pick(rng, ["wd", "num", None])), tm=_tm(rng))
    d.t("Subject: " + pick(rng, ["nebuliser not working", "sputum results?", "rescue pack before holiday", "chest worse again",
                                 "new sputum pots"]) + "\n\n")
    d.f("Hi {DOCTOR:nf},\n\n", nf=c.cns.first)
    k = rng.randrange(4)
    if k == 0:
        d.f("my nebuliser (the eFlow one) has stopped misting - the serial on the back is {DEVICE:sn}. ", sn=ids.serial(rng, "eflow"))
    elif k == 1:
        d.f("I dropped a sputum pot at {HOSPITAL:pr} on {DATE:dp}, have the results come back? ", pr=c.practice,
            dp=c.d(c.before(5, 12), pick(rng, ["wd", "daymonth", "wdshort"])))
    elif k == 2:
        d.f("we are off to {COUNTRY:tv} on {DATE:td} for {n} weeks, can I have a rescue pack to take? ", tv=pick(rng, TRAVEL),
            td=c.d(c.after(10, 40), pick(rng, ["daymonth", "long", "num"])), n=str(2 + rng.randrange(4)))
    else:
        d.t("my chest has been worse since the weekend, more green stuff and tired. ")
    d.t(pick(rng, ["i have been doing the acapella twice a day. ", "the saline makes me cough a lot. ", "", "no blood. "]))
    if rng.random() < 0.6:
        d.f("my {rel} {FAMILY:k} can pick things up from the hospital if needed", rel=c.kin_rel, k=c.kin.first)
        if rng.random() < 0.5:
            d.f(" as i'm working nights as {a} {PROFESSION:j} at the moment", a=art(c.job.replace("retired ", "")),
                j=c.job.replace("retired ", ""))
        d.t(".\n")
    d.f("\nthanks\n{n}\n{PHONE:m}\n\n", n=c.pname(pick(rng, ["first", "nick", "full"])), m=c.mob)
    d.t("---- Reply ----\n")
    d.f("From: {n}, {r}\nSent: {DATE:rs} {tm}\n\n", n=c.cname(c.cns, "full"), r=role(c, "cns"),
        rs=c.d(ids.add_days(sent, 1), pick(rng, ["wd", "num", None])), tm=_tm(rng))
    d.f("Dear {n},\n\n", n=c.pname(pick(rng, ["first", "title"])))
    d.f("thank you for your message. Your sputum from {DATE:sd} grew {o}. ", sd=c.d(c.before(5, 30)), o=clin.org(rng)[0])
    d.t(pick(rng, ["Please start the ciprofloxacin rescue pack today. ", "No change to treatment is needed. ",
                   "We will post a new rescue pack. "]))
    if rng.random() < 0.5:
        d.f("A replacement nebuliser will be delivered by {ORGANIZATION:hc}. ", hc=pick(rng, HOMECARE))
    d.f("If you are worse please ring us on {PHONE:t}.\n\n", t=c.hosp_tel)
    d.f("Kind regards\n{n}\n", n=c.cname(c.cns, "first"))
    d.t("\n" + "-" * 30 + "\n")
    d.f("Portal: {URL:u}   Last login from {IPADDR:ip}\n", u=ids.url(rng, "portal"), ip=ids.ip(rng))
