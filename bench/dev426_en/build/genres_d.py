"""Genres: letter to GP after ICU stay, ICU discharge summary, microbiology
critical-result telephone log."""
import phi
from common import banner, meds, signature, footer, times

MED_CHANGES_INTL = ["STARTED: bisoprolol 1.25mg OD (new AF)", "STARTED: apixaban 5mg BD", "STARTED: sertraline 50mg OD",
                    "STOPPED: metformin (AKI) - GP to consider restarting when eGFR >30", "HELD: ramipril until U&E rechecked",
                    "REDUCED: furosemide 40mg -> 20mg OM", "STARTED: Fortisip Compact 2 bottles/day", "STOPPED: empagliflozin (euglycaemic DKA)",
                    "STARTED: co-trimoxazole prophylaxis (480mg OD)", "STARTED: levetiracetam 500mg BD"]
MED_CHANGES_NA = ["STARTED: metoprolol tartrate 12.5 mg PO BID (new AF)", "STARTED: Eliquis 5 mg PO BID", "STARTED: sertraline 50 mg daily",
                  "STOPPED: metformin (AKI) - PCP to consider restarting when eGFR >30", "HELD: lisinopril until BMP rechecked",
                  "REDUCED: Lasix 40 mg -> 20 mg daily", "STARTED: Ensure Plus 2 bottles/day", "STOPPED: Jardiance (euglycemic DKA)"]
ISSUES = ["Please repeat U&E / renal function in 1 week (AKI stage %d, creatinine at discharge %d).",
          "Repeat chest X-ray in 6 weeks to confirm resolution of consolidation.",
          "ICU-acquired weakness: community physiotherapy referral made.",
          "Post-intensive care syndrome: may experience fatigue, poor sleep, nightmares and low mood; HADS at clinic.",
          "Critical illness polyneuropathy - foot drop L, AFO supplied.",
          "Tracheostomy scar healing well; mild hoarseness - ENT if persists beyond 3 months.",
          "Advised not to drive for at least 4 weeks; to inform DVLA if seizures recur.",
          "Pneumococcal (PPV23) and annual influenza vaccination recommended.",
          "Weight loss 9kg during admission - dietetic follow-up in community.",
          "Memory and concentration problems reported - consider MoCA at review."]


def gp_letter(r, c, d):
    ep = c.ep
    los = ep.icu_days
    home = los + r.randint(3, 21)
    ldate = home + r.randint(1, 14)
    dept = r.choice(["Department of Critical Care Medicine", "Intensive Care Unit", "ICU Follow-up Service",
                     "Critical Care Outreach & Follow-up"])
    d.f("{h}\n{dept}\n", h=c.H(), dept=dept)
    d.add(c.addr(who="hosp")).t("\n")
    d.f("Tel {ph}   Fax {fx}\n", ph=(c.ph_hosp, "PHONE"), fx=(c.fax_hosp, "FAX"))
    if r.random() < 0.7:
        d.f("Email {e}   Web {u}\n", e=c.email(), u=c.url("critical-care"))
    d.f("\nDate: {dt}\n", dt=c.d(ldate, style=r.choice([None, 2, 4]) if c.c != "US" else None))
    cons, gp = c.staff("icu_cons"), c.staff("gp")
    d.f("Our ref: {a}/{b}/{m}\n", a=cons.inits(dots=False), b=("%s%s" % (r.choice("abcdefghjklmnprst"), r.choice("abcdefghjklmnprst")), "DOCTOR"),
        m=(c.mrn, "MRN"))
    d.t("\nPRIVATE AND CONFIDENTIAL\n")
    d.f("{n}\n{p}\n", n=c.dr("gp", "t_full"), p=(c.practice, "HOSPITAL"))
    d.add(c.addr(lines=True, who="gp")).t("\n")
    if r.random() < 0.5:
        d.f("Fax: {fx}\n", fx=(c.fax_gp, "FAX"))
    d.f("\nDear {t} {n},\n\n", t=c.drt, n=gp.l())
    d.f("Re: {n}   DOB {dob}\n", n=c.pt.fml(), dob=c.dob_p())
    d.t("    ").add(c.addr()).t("\n")
    d.t("    ").add(c.ids_line("   ")).t("\n\n")
    d.fx("I am writing to update you on {ref}, who was admitted to our intensive care unit on {a} with {dx} "
         "and stepped down to the ward on {b}. ", ref=[c.title + " ", c.pt.l()], a=c.d(0), dx=ep.dx, b=c.d(los))
    d.f("{He} was discharged home on {dt}.\n\n", He=c.he.capitalize(), dt=c.d(home))
    d.t("Diagnoses:\n 1. %s secondary to %s\n" % ("Septic shock" if ep.sbp < 90 else "Sepsis", ep.dx))
    d.t(" 2. %s\n 3. %s\n" % (r.choice(["AKI stage 3" + (" requiring CVVHDF" if ep.rrt else ""), "Type 1 respiratory failure",
                                       "ICU delirium (hyperactive)", "New AF with fast ventricular response"]),
                             r.choice(["ICU-acquired weakness", "Critical illness myopathy", "Pressure ulcer (sacral, grade 2)",
                                       "Thrombocytopenia (HIT screen negative)"])))
    d.t("\nMicrobiology: %s (%s).\n" % (ep.bc_org, ep.sens))
    d.x("\nSummary: %s required %s for %d days%s%s. Antibiotics: %s, total %d days.\n" % (
        c.he.capitalize(), ep.pressor().split(" ")[0], r.randint(1, 6),
        ", invasive ventilation for %d days" % ep.vent_days if ep.vent_days else "", " and renal replacement therapy" if ep.rrt else "",
        ep.abx, r.choice([7, 10, 14, 42])))
    if r.random() < 0.35:
        d.f("A percutaneous tracheostomy was performed on {dt} and decannulated before step-down.\n", dt=c.d(r.randint(3, max(4, los - 1))))
    d.t("\nMedication changes:\n")
    pool = MED_CHANGES_NA if c.na else MED_CHANGES_INTL
    for i in sorted(r.sample(range(len(pool)), r.randint(2, 4))):
        d.t(" - %s\n" % pool[i])
    d.t("\nFor your attention:\n")
    for i in sorted(r.sample(range(len(ISSUES)), r.randint(2, 4))):
        txt = ISSUES[i] % (r.randint(1, 3), r.randint(90, 240)) if "%d" in ISSUES[i] else ISSUES[i]
        if c.c != "GB":
            txt = txt.replace("DVLA", "the licensing authority")
        d.t(" - %s\n" % txt)
    if r.random() < 0.55:
        d.f(" - {He} hopes to return to work as a {j} at {e}; phased return advised.\n", He=c.he.capitalize(),
            j=(c.job, "PROFESSION"), e=(c.employer, "ORGANIZATION"))
    d.f("\nWe will see {him} in the ICU follow-up clinic ({b}) on {dt}. ", him=c.him, b=(c.building, "LOCATION_OTHER"),
        dt=c.d(home + r.choice([42, 56, 84])))
    d.x("A copy of this letter has been sent to the patient. Please do not hesitate to contact us.\n\n")
    d.t("Yours sincerely,\n\n\n")
    d.f("{n}\n{cr}\nConsultant in Intensive Care Medicine\n", n=c.dr("icu_cons", "t_full"), cr=cons.cred)
    if r.random() < 0.6:
        d.add(c.lic("icu_cons")).t("\n")
    d.f("\ncc: {t}{n}, ", t=c.title + " ", n=c.pt.full())
    d.add(c.addr()).t("\n")
    d.f("cc: {n} ({ro}), {h}\n", n=c.dr("cons", "t_full"), ro=c.staff("cons").role, h=c.H())
    if r.random() < 0.5:
        d.f("cc: {p}\n", p=(c.pharmacy, "HOSPITAL"))
    k = r.randint(0, 2)
    if k == 0:
        d.f("\nDictated {d1}, typed {d2} by {ty} - dictated but not read\n", d1=c.ds(ldate - 2), d2=c.ds(ldate),
            ty=(r.choice(["Sharon", "Tracey", "Lin", "Deborah", "Anjali", "Kirsty"]) + " " + c.staff("nurse").last, "DOCTOR"))
    elif k == 1:
        d.f("\nDD/{x}\n", x=("%s%s" % (r.choice("abcdefghjklmnprst"), r.choice("abcdefghjklmnprst")), "DOCTOR"))


def icu_discharge(r, c, d):
    ep = c.ep
    los = ep.icu_days
    t = times(r, 3)
    d.f("{h}\n", h=c.H())
    d.t(r.choice(["CRITICAL CARE DISCHARGE SUMMARY - WARD TRANSFER", "ICU Transfer Note", "ICU STEP-DOWN SUMMARY",
                  "Intensive Care Discharge Summary (to ward)"]) + "\n")
    banner(d, c)
    d.f("ICU admission: {a} {ta}   ICU discharge: {b} {tb}   LOS {n} days\n", a=c.d(0), ta=t[0], b=c.d(los), tb=t[1], n=str(los))
    d.f("Discharged to: {w} ", w=c.W()).add(c.bedloc()).t("   ")
    d.f("Receiving team: {n} ({ro})\n", n=c.dr("cons", "t_full"), ro=c.staff("cons").role)
    d.t("Level of care on discharge: %s\n" % r.choice(["Level 1 (enhanced obs)", "Level 0", "HDU step-down (Level 2)", "Progressive care"]))
    d.t("\nAdmission diagnosis: %s %s\n" % ("Septic shock" if ep.sbp < 90 else "Sepsis", "- " + ep.dx))
    d.t("Severity: APACHE II %d, SOFA (adm) %d; ICNARC model\n" % (ep.apache, ep.sofa))
    d.t("\nORGAN SUPPORT (CCMDS days): ACVS %d, ARS %d, BRS %d, RRS %d, neuro 0, liver 0\n" % (
        r.randint(1, 5), ep.vent_days, r.randint(0, 4), r.randint(1, 5) if ep.rrt else 0))
    d.t("\nSUMMARY BY SYSTEM\n")
    d.x("Resp: %s. Now %s.\n" % ("Intubated %d days, extubated to HFNO" % ep.vent_days if ep.vent_days else "HFNO/NIV only",
                                 r.choice(["2L NP", "RA", "28% Venturi", "1L NC"])))
    d.x("CVS: %s max, weaned off %s. %s\n" % (ep.pressor(), r.choice(["day 3", "day 2", "48h ago"]),
                                              r.choice(["New AF - rate controlled.", "Echo: LVEF 50%, no vegetations.", "Troponin peak 210 - type 2 MI."])))
    d.t("Renal: creat peak %d, now %d. %s\n" % (ep.creat + r.randint(40, 200), ep.creat, "CVVHDF %d days (Baxter PrisMax)." % r.randint(1, 6) if ep.rrt else "No RRT."))
    d.t("ID: %s; %s. Current abx %s - stop date " % (ep.bc_org, ep.sens, ep.abx2))
    d.add(c.d(los + r.randint(1, 8))).t(".\n")
    d.t("Neuro: %s\n" % r.choice(["CAM-ICU negative 48h", "hyperactive delirium, resolved; haloperidol stopped", "GCS 15"]))
    d.t("GI/nutrition: %s\n" % r.choice(["NG feed (Nutrison) - dietitian plan attached", "oral diet + ONS", "PN stopped day 6"]))
    d.t("Skin: %s\n" % r.choice(["intact, Waterlow 18", "grade 2 sacral PU, TVN referral", "MASD groins"]))
    d.t("\nLINES / DEVICES ON TRANSFER\n")
    d.f("  PICC L basilic (inserted {dt}) - for ongoing IV abx\n", dt=c.ds(r.randint(1, max(1, los - 1))))
    d.t("  %s\n" % r.choice(["Foley catheter - TWOC planned", "no urinary catheter", "Flexi-Seal removed"]))
    if r.random() < 0.45:
        d.f("  Infusion pump (BD Alaris) asset {s} travelling with pt - return to ICU\n", s=(phi.device_serial(r), "DEVICE"))
    d.t("\nMEDICATIONS ON TRANSFER\n")
    meds(d, c, lead="  - ")
    d.t("\nPLAN FOR WARD\n")
    d.x("- Outreach follow-up within 24h of step-down (requested); NEWS2 4-hourly min\n")
    d.x("- Daily U&E, FBC, CRP; repeat blood cultures if spikes\n")
    d.t("- Physio: %s\n" % r.choice(["sit out BD, walk with frame", "chest physio BD", "rehab prescription attached (Chelsea Critical Care Physical Assessment tool)"]))
    d.t("- Escalation: %s\n" % r.choice(["for readmission to ICU if deteriorates", "ward-based ceiling agreed with family", "full escalation"]))
    if r.random() < 0.3:
        d.f("Copy of summary faxed to {p} on {fx}.\n", p=(c.practice, "HOSPITAL"), fx=(c.fax_gp, "FAX"))
    d.f("\nFamily: {rel} {n} aware of transfer", rel=c.rel.capitalize(), n=c.nok.full())
    if r.random() < 0.6:
        d.f(" (mob {ph})", ph=(c.ph_nok, "PHONE"))
    d.t(".\n")
    signature(d, c, "icu_reg", lic=r.random() < 0.5)
    if r.random() < 0.5:
        footer(d, c, "icu_reg", off=los)


def micro_call(r, c, d):
    ep = c.ep
    t = times(r, 5)
    d.f("{h} - Department of Microbiology\n", h=c.H())
    d.t("CRITICAL RESULT TELEPHONE NOTIFICATION LOG\n")
    d.f("Specimen no: {s}   Received: {dt} {tm}\n", s=(phi.idnum(r, "blood", c.ev.year), "IDNUM"), dt=c.d(-1), tm=t[0])
    d.f("Patient: {n}   DOB {dob}   {ml}{m}\n", n=c.pt.Lf(), dob=c.dob_p(), ml="MRN " if c.na else "Hosp No ", m=(c.mrn, "MRN"))
    d.f("Location: {w}   Requesting clinician: {dr}\n", w=c.W(), dr=c.dr("jr", "t_full"))
    d.t("Specimen: blood culture set %d of 2, %s bottle\n" % (r.randint(1, 2), r.choice(["aerobic", "anaerobic", "aerobic + anaerobic"])))
    d.t("Flagged positive: %dh (%s)\n" % (r.randint(8, 40), r.choice(["BacT/ALERT VIRTUO", "BD BACTEC FX"])))
    org = ep.bc_org
    gram = "Gram-negative bacilli" if any(x in org for x in ["coli", "Kleb", "Pseud", "Proteus", "Enterob", "Haem", "Bact", "Kingella"]) \
        else "Gram-negative diplococci" if "Neis" in org else "Gram-positive bacilli" if "Listeria" in org \
        else "Gram-positive cocci in clusters" if ("Staph" in org or "MRSA" in org or "CoNS" in org) \
        else "Gram-positive cocci in chains/pairs" if ("Strep" in org or "Enteroc" in org or "strep" in org) else "yeasts seen"
    d.t("Gram stain: %s\n" % gram)
    d.t("Rapid ID: %s (%s)\n" % (org, r.choice(["MALDI-TOF (Bruker Biotyper)", "BioFire BCID2 panel", "VITEK 2", "GeneXpert"])))
    if "clusters" in gram:
        marks = ["mecA not detected", "mecA detected"] if "MRSA" not in org else ["mecA detected"]
    elif "Enteroc" in org:
        marks = ["vanA/vanB not detected"]
    elif "bacilli" in gram and "positive" not in gram:
        marks = ["none detected", "CTX-M detected", "KPC/NDM/OXA-48 not detected"]
    else:
        marks = ["none detected", "n/a"]
    d.t("Resistance markers: %s\n" % r.choice(marks))
    d.t("\nCALLS\n")
    d.f("{tm}  Called ward {w} ext {e} - ", tm=t[1], w=c.W(), e=(phi.ext(r), "PHONE"))
    d.f("spoke to {n} ({ro}). ", n=c.dr("nurse", "full"), ro=c.staff("nurse").role)
    d.x("Read-back: YES. Asked for doctor to call back.\n")
    d.f("{tm}  Result given to {n} ({ro}, {bw} {b}); read-back confirmed.\n", tm=t[2], n=c.dr("jr", "t_full"),
        ro=c.staff("jr").role, bw=c.bw, b=c.bleep("jr"))
    d.t("       Clinical details: %s, currently on %s.\n" % (ep.dx, ep.abx))
    d.f("{tm}  Advice ({m}, {mr}): ", tm=t[3], m=c.dr("micro"), mr=c.staff("micro").role)
    if gram == "yeasts seen":
        adv = ["start micafungin 100mg OD, remove CVC", "ophthalmology review and echo for candidaemia"]
    elif "clusters" in gram:
        adv = ["add vancomycin until ID confirmed", "echo (TTE) to exclude endocarditis - SAB bundle",
               "remove line and send tip; repeat BCs x2"]
    elif "negative" in gram:
        adv = ["continue current therapy, await sensitivities", "escalate to meropenem pending AST (previous ESBL)",
               "image renal tract / biliary tree for source"]
    else:
        adv = ["continue current therapy, await sensitivities", "switch to benzylpenicillin once ID confirmed"]
    d.x(r.choice(adv) + ".\n")
    if r.random() < 0.5:
        d.f("{tm}  Sensitivities phoned: {s}\n", tm=t[4], s=ep.sens)
    d.f("\nCalled by: {n}, Biomedical Scientist  ", n=(c.staff("rt").first + " " + c.staff("nurse").last, "DOCTOR"))
    if c.c == "GB":
        d.f("HCPC {x}", x=("BS" + phi.digits(r, 5), "LICENSE"))
    d.f("\nLogged in LIMS by {u} at {tm}  terminal {ip}\n", u=c.user(c.staff("micro")), tm=t[4], ip=(phi.ip(r), "IPADDR"))
    if r.random() < 0.3:
        d.f("CPE risk: hospitalised in {k} within 12 months - screen sent.\n", k=(c.travel, "COUNTRY"))
    if r.random() < 0.3:
        d.f("IPC notified ({e}) - {x}\n", e=c.email(c.staff("micro")), x=r.choice(["side room required", "contact precautions",
                                                                                   "no action", "CPE screen contacts"]))
