"""Pathway records: AS tracker, MDT outcome, nurse-led telephone results, portal message thread."""
from case import D, DT, addr, age, dname, full, pname
from common import (a_an, audit_line, fam_hist, gleason, ids_inline, ipaddr_local, pt_header,
                    risk, sig, social, travel)
from core import P, add_days, digits, letters, num_words, month_style

DRE_SHORT = ["smooth", "benign", "unchanged", "not done", "small nodule L", "firm R"]


def as_tracker(rng, n, c):
    k = c.k
    ct = c.country
    sysname = rng.choice(["UroTrack AS", "PCa Surveillance Register", "ProstateWatch", "AS Tracker (OncoFlow)"])
    n.ln("%s - %s" % (sysname, rng.choice(["Patient Summary", "Surveillance Timeline", "Case View"])))
    n.ln("{h} | Prostate Active Surveillance Programme", h=P("HOSPITAL", c.hosp))
    n.ln("")
    pt_header(rng, n, c, plan=rng.random() < 0.4, contact=rng.random() < 0.6, address=rng.random() < 0.5)
    n.ln("{g}: {gp} ({p})", g="GP" if ct not in ("US", "CA") else "PCP", gp=dname(rng, c.gp, "tinit"), p=P("HOSPITAL", c.practice))
    dx = c.d["histo"]
    n.ln("Diagnosis: {d} - {g}, {pos}/{cores} cores, max CCL {l} mm; {r}", d=DT(c, dx), g=gleason(rng, k),
         pos=str(max(1, k.pos)), cores=str(k.cores), l=str(k.ccl), r=risk(k) if k.gg else "low risk (CPG 1)")
    n.ln("Enrolled on AS: {d}   Protocol: local v%d (PRIAS-based)   Keyworker: {cn}   Consultant: {u}" % rng.randint(2, 5),
         d=DT(c, "clinic"), cn=dname(rng, c.cns, "full"), u=dname(rng, c.uro, "tinit"))
    n.ln("")
    n.ln("Date        | PSA   | PSAD | DRE       | MRI (PRECISE) | Biopsy      | Action              | By")
    d = c.d["clinic"]
    psa = k.psa
    rows = rng.randint(5, 11)
    for i in range(rows):
        d = add_days(d, rng.choice([84, 91, 98, 120, 180, 182]))
        psa = max(0.5, round(psa * rng.uniform(0.86, 1.18), 1))
        mri = "-"
        bx = "-"
        if i in (3, 7):
            mri = "PRECISE %d" % rng.choice([2, 3, 3, 4])
        if i == 5 and rng.random() < 0.6:
            bx = rng.choice(["GG1 2/14", "benign", "GG2 1/16", "GG1 3/18"])
        act = rng.choice(["continue AS", "continue AS", "continue AS", "repeat PSA 6/52", "MRI requested",
                          "DNA - rebooked", "letter to GP", "CNS phone review"])
        who = rng.choice([c.cns, c.nurse, c.uro])
        bypiece = P("USERNAME", who.user) if rng.random() < 0.5 else P("DOCTOR", who.ini)
        n.ln("{d} | %-5s | %.2f | %-9s | %-13s | %-11s | %-19s | {b}" % (
            "%.1f" % psa, psa / k.vol, rng.choice(DRE_SHORT), mri, bx, act), d=DT(c, d), b=bypiece)
    n.ln("")
    n.ln("PSA doubling time (log-linear, all values): %d months. PSA velocity %.2f ng/mL/yr." % (rng.randint(18, 160), rng.uniform(0.1, 1.4)))
    n.ln("Triggers for review: PSADT <3 years, PRECISE 4-5, upgrade to GG%d on biopsy, patient preference." % (3 if k.gg >= 2 else 2))
    n.ln("")
    n.ln("Next PSA due: {a}   Next MRI due: {b}   Next clinic: {c}", a=DT(c, add_days(d, 91)),
         b=D(c, add_days(d, rng.randint(200, 400)), month_style(rng, ct)), c=DT(c, add_days(d, rng.randint(100, 200))))
    if rng.random() < 0.5:
        n.ln("Alert: address changed {d} - new address {a}", d=DT(c, add_days(d, -rng.randint(30, 200))), a=addr(c, c.home))
    if rng.random() < 0.4:
        n.ln("Note: prefers contact by e-mail ({e}); {r} {f} may take calls.", e=P("EMAIL", c.email), r=c.nok.rel,
             f=P("FAMILY", c.nok.first))
    if rng.random() < 0.3:
        pre, tc = travel(rng, c)
        n.ln("Wintering in {pre}{t} {a} to {b} - PSA at local lab, results by email.", pre=pre, t=P("COUNTRY", tc),
             a=D(c, add_days(d, 20), month_style(rng, ct)), b=D(c, add_days(d, 120), month_style(rng, ct)))
    n.ln("")
    n.ln("Audit trail:")
    for j in range(rng.randint(2, 4)):
        who = rng.choice([c.cns, c.nurse, c.sec])
        n.ln("  {d} %02d:%02d  {u}  @{ip}  %s" % (rng.randint(7, 19), rng.randint(0, 59),
                                                 rng.choice(["PSA result imported", "action updated", "letter generated",
                                                             "record viewed", "MRI booking requested"])),
             d=DT(c, add_days(d, -rng.randint(0, 300))), u=P("USERNAME", who.user), ip=P("IPADDR", ipaddr_local(rng)))
    if rng.random() < 0.5:
        n.ln("Record link: {u}", u=P("URL", "https://astrack." + c.dom + "/pt/" + digits(rng, 6)))


def mdt(rng, n, c):
    k = c.k
    ct = c.country
    n.ln("{h}", h=P("HOSPITAL", c.hosp))
    n.ln(rng.choice(["Specialist Urology MDT - Outcome Form", "UROLOGY CANCER MDM - OUTCOME", "Uro-oncology MDT Summary",
                     "Prostate Tumour Board - Recommendation"]))
    n.ln("Meeting date: {d}   Case no: {cn}   List position %d" % rng.randint(1, 38), d=D(c, "mdt"),
         cn=P("IDNUM", "MDT-%02d-%s" % (c.d["mdt"].year % 100, digits(rng, 4))))
    n.ln("Chair: {u}   Coordinator: {s}", u=dname(rng, c.uro2, "tfull"), s=P("DOCTOR", c.sec.first + " " + c.sec.last))
    att = [dname(rng, c.uro, "tinit"), " (urology), ", dname(rng, c.rad, "tinit"), " (radiology), ",
           dname(rng, c.path, "tinit"), " (pathology), ", dname(rng, c.onc, "tinit"), " (oncology), ",
           dname(rng, c.cns, "full"), " (CNS)"]
    n.ln("Present: {a}", a=att)
    n.ln("")
    nm = rng.choice(["caps", "capsmid", "lastfirst", "full"])
    n.ln("Patient: {p}   DOB {d}   Age {a}", p=pname(c, nm), d=DT(c, c.dob), a=age(c, "mdt"))
    n.ln("{x}", x=ids_inline(rng, c, with_plan=ct in ("US", "AU", "ZA") and rng.random() < 0.5,
                             with_ssn=ct == "US" and rng.random() < 0.3))
    n.ln("Referrer: {r}   {g}: {gp}, {p}", r=dname(rng, c.uro, "tinit"), g="GP" if ct not in ("US", "CA") else "PCP",
         gp=dname(rng, c.gp, "tinit"), p=P("HOSPITAL", c.practice))
    if ct == "GB" and rng.random() < 0.5:
        n.ln("Pathway: 62-day (referral {d}); day %d today." % ((c.d["mdt"] - c.ref).days), d=DT(c, c.ref))
    n.ln("")
    n.ln("CLINICAL SUMMARY")
    n.ln("{aa} {a}yo {r}{j}, PS {ps}. PSA {v} ({d}). {fh}",
         aa=("An" if str(c.age)[0] == "8" else "A") if rng.random() < 0.7 else [pname(c, "init"), ","], a=age(c, "mdt"),
         r="retired " if c.job_retired else "", j=P("PROFESSION", c.job), ps=str(k.ps), v="%.1f" % k.psa, d=DT(c, "psa2"),
         fh=["FHx: ", c.fh_rel.rel, " at ", P("AGE", str(c.fh_age)), "."] if k.fh else "No FHx.")
    n.ln("Comorbidities: " + rng.choice(["T2DM, HTN", "IHD, AF (apixaban)", "COPD GOLD 2", "nil significant",
                                         "CKD 3a, gout", "obesity BMI 36, OSA"]) + ". Charlson %d." % rng.randint(2, 7))
    n.ln("MRI {d}: vol {v} mL, PSAD {pd}, PI-RADS {p} {s} {z} {l}, {mm} mm, EPE Likert {e}.", d=DT(c, "mri"), v=str(k.vol),
         pd="%.2f" % k.psad, p=str(k.pirads), s=k.side, z=k.zone, l=k.level, mm=str(k.size), e=str(k.lik_epe))
    n.ln("Biopsy {d} (LATP, {pos}/{cores}): {g}{x}.", d=DT(c, "bx"), pos=str(k.pos), cores=str(k.cores), g=gleason(rng, k),
         x=", cribriform present" if k.cribriform else "")
    if k.gg >= 3:
        n.ln("Staging {s} {d}: " + rng.choice(["no nodal or distant disease", "single PSMA-avid L obturator node",
                                                "equivocal rib lesion - see below"]) + ".",
             s=rng.choice(["PSMA PET-CT", "bone scan"]), d=DT(c, add_days(c.d["mdt"], -rng.randint(1, 5))))
    n.ln("")
    n.ln("OUTCOME")
    out = {"AS": "Low-volume disease - offer active surveillance; PSA 3-monthly, MRI at 12 months.",
           "RALP": "Suitable for radical treatment. Offer RALP +/- ePLND or EBRT with ADT. See in joint clinic.",
           "RT": "Recommend radical EBRT with 6/12 ADT; refer to clinical oncology.",
           "ADT": "Start ADT; refer to oncology for consideration of ARPI +/- docetaxel; discuss at SMDT.",
           "discharge": "No clinically significant cancer. Discharge with PSA surveillance in primary care."}[k.plan]
    n.ln(out)
    if k.gg:
        n.ln("Stage: %s N0 M0; %s." % (k.ct, risk(k)))
    n.ln("Clinical trial: " + rng.choice(["none suitable", "screen for PEACE-6", "not eligible", "discuss with research nurse"]) + ".")
    n.ln("")
    n.ln("ACTIONS")
    n.ln("1. {cn} to phone patient with outcome by {d}.", cn=dname(rng, c.cns, rng.choice(["full", "first"])),
         d=D(c, add_days(c.d["mdt"], rng.randint(1, 4)), rng.choice(["Wkd d Month Y", "d Mon", "Wk dd/mm/yy"]) if ct not in ("US", "CA") else "Wk m/d"))
    n.ln("2. Clinic with {u} on {d} at {h}, {r}.", u=dname(rng, c.uro, "tlast"), d=D(c, "clinic"),
         h=P("HOSPITAL", c.hosp), r=["clinic ", P("LOCATION_OTHER", str(rng.randint(1, 12)))] if rng.random() < 0.5
         else ["the ", P("LOCATION_OTHER", c.building)])
    if k.plan in ("RT", "ADT", "RALP") and rng.random() < 0.7:
        n.ln("3. Refer to {o}, {cc}.", o=dname(rng, c.onc, "tinit"), cc=P("HOSPITAL", c.cc))
    n.ln("Patient aware of diagnosis: " + rng.choice(["yes", "yes", "no - to be informed by CNS"]))
    n.ln("")
    n.ln("Recorded by {s} ({u}) {d} %02d:%02d" % (rng.randint(13, 18), rng.randint(0, 59)), s=P("DOCTOR", c.sec.first),
         u=P("USERNAME", c.sec.user), d=DT(c, "mdt"))


def phone_clinic(rng, n, c):
    k = c.k
    ct = c.country
    short = rng.random() < 0.45
    when = c.d["histo"] if rng.random() < 0.7 else c.d["mdt"]
    if short:
        n.ln("{d} %02d:%02d TELEPHONE RESULTS CLINIC (nurse-led)" % (rng.randint(9, 17), rng.randint(0, 59)), d=DT(c, when))
        n.ln("{p} {dob} {m}", p=pname(c, rng.choice(["caps", "full", "init", "initcaps"])), dob=DT(c, c.dob), m=P("MRN", c.mrn[1]))
        n.ln("tc to pt on {m}. ID confirmed x3 (name/DOB/1st line addr: {s}).", m=P("PHONE", c.mob), s=P("STREET", c.home.street))
        if rng.random() < 0.6:
            n.ln("{r} {f} on speaker w/ pt consent.", r=c.nok.rel, f=P("FAMILY", c.nok.first))
        if k.gg:
            n.ln("explained bx result: %s, %d/%d cores. MRI PI-RADS %d. %s." % (gleason(rng, k), k.pos, k.cores, k.pirads, risk(k)))
            n.ln("pt %s. questions re: %s." % (rng.choice(["quiet but coping", "upset, expected this", "relieved it's not spread",
                                                           "wants to read up first"]),
                                               rng.choice(["driving/work", "side effects of op", "AS vs treatment", "telling his kids"])))
            n.ln("plan: %s. f/u {d} with {u}." % {"AS": "AS", "RALP": "clinic to discuss RALP vs RT", "RT": "onc referral",
                                                  "ADT": "start ADT + onc", "discharge": "d/c to GP"}[k.plan],
                 d=DT(c, "clinic"), u=dname(rng, c.uro, "tlast"))
        else:
            n.ln("bx benign. PSA monitoring w/ GP 6-monthly. re-refer if PSA >%.1f." % (k.psa + 2))
        n.ln("CNS no. given {t}. HNA offered.", t=P("PHONE", c.cns_tel))
        n.ln("{cn} CNS", cn=P("DOCTOR", c.cns.first + " " + c.cns.last[0]) if rng.random() < 0.5 else P("DOCTOR", c.cns.ini))
        return
    n.ln(rng.choice(["Nurse-led Telephone Results Clinic - Urology", "PROSTATE PATHWAY: TELEPHONE RESULTS CONSULTATION",
                     "Telephone consultation (results) - Uro-oncology CNS"]))
    n.ln("{h}", h=P("HOSPITAL", c.hosp))
    n.ln("Date: {d}   Time: %02d:%02d   Duration: %d min" % (rng.randint(9, 17), rng.randint(0, 59), rng.randint(8, 35)),
         d=D(c, when))
    n.ln("Clinician: {cn}, Clinical Nurse Specialist", cn=dname(rng, c.cns, "full"))
    n.ln("")
    pt_header(rng, n, c, plan=False, contact=False, address=False)
    n.ln("Number called: {m}   (1st attempt %02d:%02d no answer - no message left)" % (rng.randint(9, 12), rng.randint(0, 59)),
         m=P("PHONE", rng.choice([c.mob, c.tel])))
    n.ln("Identity: full name, DOB and postcode ({pc}) confirmed.", pc=P("ZIP", c.home.pc))
    if rng.random() < 0.35:
        n.ln("Caller verified by voice biometrics (voiceprint ref {v}).", v=P("BIOID", "VP" + digits(rng, 7)))
    if rng.random() < 0.7:
        n.ln("Also on the call: {r} {f} (consent to share confirmed).", r=c.nok.rel, f=P("FAMILY", c.nok.first + " " + c.nok.last))
    n.ln("")
    n.ln("RESULTS DISCUSSED")
    n.ln("- PSA {v} ng/mL ({d})", v="%.1f" % k.psa, d=DT(c, "psa2"))
    n.ln("- MRI {d}: PI-RADS {p}", d=DT(c, "mri"), p=str(k.pirads))
    if when >= c.d["histo"]:
        n.ln("- Biopsy {d}: {g}", d=DT(c, "bx"), g=gleason(rng, k))
    if when == c.d["mdt"]:
        n.ln("- MDT {d} outcome explained.", d=DT(c, "mdt"))
    n.ln("")
    n.ln("Response: " + rng.choice(["Took the news calmly, had suspected the result.", "Tearful; wife supportive.",
                                    "Many questions about survival - reassured about prognosis of localised disease.",
                                    "Relieved. Asked about continuing to work."]))
    if rng.random() < 0.5:
        n.ln("He is {aa} {j} and asked about time off; fit note can be provided.", aa=a_an(c.job), j=P("PROFESSION", c.job)) \
            if not c.job_retired else n.ln("Retired {j}; busy with grandchildren.", j=P("PROFESSION", c.job))
    n.ln("Plan: " + {"AS": "Active surveillance leaflet sent. PSA in 3 months.",
                     "RALP": "Clinic appointment to discuss surgery and RT.",
                     "RT": "Oncology referral made.", "ADT": "ADT to start; oncology referral.",
                     "discharge": "Back to GP for PSA monitoring."}[k.plan])
    n.ln("Next appointment: {d} with {u}.", d=D(c, "clinic"), u=dname(rng, c.uro, "tlast"))
    n.ln("Information: link to {u} and details of {s} given; key worker number {t}.",
         u=P("URL", rng.choice(["www.", "https://info."]) + c.dom + "/prostate"), s=P("ORGANIZATION", c.support),
         t=P("PHONE", c.cns_tel))
    n.ln("Letter copied to {g} and to patient at {a}.", g=dname(rng, c.gp, "tinit"), a=addr(c, c.home))
    n.ln("")
    n.ln("{cn}  ({u})  {d}", cn=dname(rng, c.cns, "full"), u=P("USERNAME", c.cns.user), d=DT(c, when))


def portal(rng, n, c):
    k = c.k
    ct = c.country
    puser = (c.first[0] + c.last).lower().replace("'", "").replace(" ", "") + digits(rng, 2)
    n.ln("{h} Patient Portal - Secure Messages", h=P("HOSPITAL", c.hosp))
    n.ln("Thread {t}   Subject: %s" % rng.choice(["PSA result", "question about my injection", "biopsy results?",
                                                    "appointment change", "side effects after biopsy", "travel insurance letter"]),
         t=P("IDNUM", "MSG-" + digits(rng, 7)))
    n.ln("Patient account: {u}  ({p})   {m}: {v}", u=P("USERNAME", puser), p=pname(c, "full"), m=c.mrn[0], v=P("MRN", c.mrn[1]))
    n.ln("")
    d = add_days(c.d["bx"], rng.randint(1, 200))
    n.ln("--- {d} %02d:%02d  FROM: {u}  (IP {ip})" % (rng.randint(6, 23), rng.randint(0, 59)), d=DT(c, d),
         u=P("USERNAME", puser), ip=P("IPADDR", ipaddr_local(rng)))
    pre, tc = travel(rng, c)
    k0 = rng.randint(0, 3)
    if k0 == 0:
        n.ln("Hi, it's {f} {l}. My PSA was done at the GP on {d2} and I can see it on here as %s but no one has explained it. "
             "Is that OK? My wife {w} is worried. Thanks" % rng.choice(["0.08", "4.9", "6.2", "<0.03", "1.1"]),
             f=P("PATIENT", c.nick), l=P("PATIENT", c.last), d2=D(c, add_days(d, -rng.randint(3, 10)), "d Mon" if ct not in ("US",) else "Mon d"),
             w=P("FAMILY", c.nok.first))
    elif k0 == 1:
        n.ln("Hello, I have had some blood in my semen since the biopsy on {d2}, is that normal? Also we are flying to {pre}{t} on {d3}. "
             "Will I need a letter for the insurance?", d2=D(c, "bx", "d Month" if ct not in ("US",) else "Month d"),
             pre=pre, t=P("COUNTRY", tc), d3=D(c, add_days(d, rng.randint(10, 40)), "d/m" if ct not in ("US", "CA") else "m/d"))
    elif k0 == 2:
        n.ln("Dear nurse, I am due my Zoladex on {d2} but I am working away in {town} that week for {e}. "
             "Can the practice nurse at {p} do it instead? {f}", d2=DT(c, add_days(d, 14)), town=P("CITY", c.hosp_place.town),
             e=P("ORGANIZATION", c.employer), p=P("HOSPITAL", c.practice), f=P("PATIENT", c.first))
    else:
        n.ln("Hi team, writing for my {r} {f} who isn't good with computers. He wants to know if his MRI on {d2} "
             "needs him to stop his tablets. You can ring me on {m}. {s}",
             r="dad" if c.kid.rel in ("son", "daughter") else "husband", f=P("PATIENT", c.nick), d2=DT(c, "mri"),
             m=P("PHONE", c.kid.phone), s=P("FAMILY", c.kid.first))
    n.ln("")
    d2 = add_days(d, rng.randint(0, 3))
    n.ln("--- {d} %02d:%02d  FROM: {u} (Urology CNS team)" % (rng.randint(8, 17), rng.randint(0, 59)), d=DT(c, d2),
         u=P("USERNAME", c.cns.user))
    n.ln("Dear {p},", p=pname(c, rng.choice(["title", "first"])))
    n.ln([
        "Thank you for your message. That result is as we would expect and has been reviewed by the consultant. ",
        "Some blood in the semen is common for up to 6 weeks after a biopsy and is not a concern on its own. "
        "We can provide a letter for your travel insurer. ",
        "We can arrange that - please give the practice a copy of your prescription. ",
        "There is no need to stop your usual tablets before the MRI. "][k0] +
        "If you have a fever, cannot pass urine or feel unwell, call us or your out-of-hours service.")
    n.ln("Direct line: {t}  |  {e}", t=P("PHONE", c.cns_tel), e=P("EMAIL", c.team_email))
    n.ln("Kind regards, {cn} (CNS)", cn=P("DOCTOR", c.cns.first))
    n.ln("")
    if rng.random() < 0.6:
        n.ln("--- {d}  FROM: {u}", d=DT(c, add_days(d2, 1)), u=P("USERNAME", puser))
        n.ln(rng.choice(["Thanks {f}, that's put my mind at rest.", "Cheers {f}. Will do.", "Thank you {f}, much appreciated."]),
             f=P("DOCTOR", c.cns.first))
        n.ln("")
    n.ln("Session log: login {d} via {u}; 2FA SMS to {m}", d=DT(c, d), u=P("URL", c.url), m=P("PHONE", c.mob))
