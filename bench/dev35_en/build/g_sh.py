"""Sexual health / GUM / STI clinic notes."""
from phi import Doc, Phi
from case import build_case, base_ctx, hhmm
from common import setup_common, staff, cred, fam, signature, audit_footer, ALLERGIES, age_sex

SH = [
    dict(key="screen", sex=None, age=(16, 55), pc="Asymptomatic STI screen",
         hx="Requests a full screen. New partner since {mon_only}. No symptoms. Last screen {d_prev} at this clinic "
            "- all negative.",
         ex="Not examined (asymptomatic, self-taken swabs).",
         tests="Self-taken vulvovaginal/rectal/pharyngeal swab or FVU for CT/GC NAAT; bloods for HIV, syphilis, "
               "hep B sAg.",
         rx="None today. Results by SMS within 7-10 days.",
         pn=None),
    dict(key="gc", sex="M", age=(17, 55), pc="Urethral discharge",
         hx="3 days of purulent urethral discharge and dysuria. Condomless insertive oral and vaginal sex with a casual "
            "female partner ({p1_f}) on {onset_wd}. Regular partner {p2_f} - last sex 2 weeks ago.",
         ex="Profuse purulent urethral discharge. No inguinal lymphadenopathy. Testes normal.",
         tests="Urethral smear microscopy: Gram-negative intracellular diplococci seen. GC culture + NAAT sent "
               "(lab no. {spec}).",
         rx="Ceftriaxone 1 g IM stat. Doxycycline 100 mg BD 7 days (CT cover). Abstain 7 days post treatment "
            "and until partners treated.",
         pn="Provider referral for {p1_f} (contact slip {contact}); pt will inform {p2_f} himself."),
    dict(key="pep", sex=None, age=(17, 60), pc="PEPSE request",
         hx="Condomless receptive anal sex with a casual male partner met via an app, approx 30 h ago (around {t1} on "
            "{onset_wd}). Partner's HIV status unknown. Not on PrEP.",
         ex="No genital lesions. Anal exam declined.",
         tests="Baseline HIV 4th gen Ag/Ab, syphilis, hep B/C, creatinine, CT/GC 3-site NAAT (lab nos {spec}).",
         rx="PEP started: Truvada + raltegravir 28-day course. First 5-day starter pack given, remainder "
            "collected from clinic pharmacy on {d_fu} (script {script}). HBV vaccine course started.",
         pn=None),
    dict(key="prep", sex=None, age=(18, 60), pc="PrEP initiation",
         hx="Wants to start PrEP. 4-6 partners in last 3 months, inconsistent condom use. Rectal CT treated here in "
            "{mon_prev}.",
         ex="Not indicated.",
         tests="HIV negative today (POCT and lab), eGFR >90, HBsAg negative, syphilis negative.",
         rx="TDF/FTC daily PrEP, 3-month supply (script {script}). Review with repeat HIV test on {d_fu_l}.",
         pn=None),
    dict(key="discharge", sex="F", age=(17, 50), pc="Vaginal discharge",
         hx="1 week of thin grey discharge with fishy odour, worse after sex. No itch, pain or abnormal bleeding. "
            "One regular male partner ({p1}), together since {yr_prev}. {lmp_line}",
         ex="Homogeneous grey discharge coating vaginal walls. Cervix healthy. No CMT.",
         tests="pH 5.5, whiff test positive, clue cells on microscopy (Amsel 4/4). CT/GC NAAT sent.",
         rx="Metronidazole 400 mg BD for 7 days. Avoid alcohol. Partner treatment not required.",
         pn=None),
    dict(key="hsv", sex=None, age=(17, 55), pc="Painful genital ulcers",
         hx="Painful blisters then ulcers on genitals since {onset_wd}, with flu-like illness and dysuria. New partner "
            "({p1_f}) 10 days ago.",
         ex="Multiple shallow tender ulcers. Bilateral tender inguinal nodes.",
         tests="HSV PCR swab from ulcer base (specimen {spec}); syphilis serology and TP PCR.",
         rx="Aciclovir 400 mg TDS 5 days, saline bathing, lidocaine gel. Leaflet on first-episode herpes.",
         pn="Discussed informing partner; patient prefers to tell {p1_f} themselves."),
    dict(key="syphilis", sex=None, age=(20, 65), pc="Rash on palms and soles",
         hx="Non-itchy rash on trunk, palms and soles for 2 weeks. Painless ulcer noticed about 6 weeks ago, "
            "healed. 3 partners in the last 3 months, including {p1_f}.",
         ex="Maculopapular rash trunk, palms, soles. Generalised lymphadenopathy. Healed chancre.",
         tests="Syphilis EIA reactive, RPR 1:64, TPPA positive (lab no. {spec}). HIV negative.",
         rx="Benzathine penicillin 2.4 MU IM stat. Jarisch-Herxheimer reaction explained. RPR at 3, 6 and 12 "
            "months; next on {d_fu}.",
         pn="Health adviser {ha} completed partner notification: 3 contacts, 2 traced (slip nos {contact}); "
            "lookback period 6 months."),
    dict(key="implant", sex="F", age=(16, 45), pc="Contraceptive implant insertion",
         hx="Requests implant. Previously on COC, stopped due to migraine with aura in {mon_prev}. LMP {lmp}, "
            "no UPSI since. Pregnancy test negative today.",
         ex="BP normal. L arm (non-dominant) inner aspect, site marked 8 cm above medial epicondyle.",
         tests="Urine hCG negative.",
         rx="Nexplanon inserted under 1% lidocaine, palpable after insertion, pressure dressing. Effective "
            "immediately (day 3 of cycle). Removal/replacement due {yr_plus3}.",
         pn=None),
    dict(key="warts", sex=None, age=(17, 50), pc="Genital lumps",
         hx="Noticed small painless lumps around the genitals 2 months ago, increasing in number. Partner {p1_f} "
            "aware.",
         ex="Multiple soft exophytic warts. No other lesions.",
         tests="Clinical diagnosis. Full screen offered and accepted.",
         rx="Cryotherapy today; podophyllotoxin cream 3 days on/4 days off for 4 weeks. Review {d_fu}.",
         pn=None),
    dict(key="assault", sex="F", age=(16, 45), pc="Follow-up after sexual assault",
         hx="Sexual assault on {onset_wd} night by a known male. Reported to police (ref {police}); forensic exam done "
            "at the sexual assault referral centre. Attends for STI screening and support. Supported by friend "
            "{nb_f}.",
         ex="Deferred at patient's request.",
         tests="HIV, syphilis, hep B baseline; CT/GC NAAT; pregnancy test negative.",
         rx="Emergency contraception already given at SARC. PEP not indicated (>72 h). Hep B vaccine dose 1. "
            "ISVA referral made with consent.",
         pn=None),
]


def make(r, loc):
    sc = r.choice(SH)
    c = build_case(r, loc, "sexual_health_clinic", *sc["age"], sex=sc["sex"])
    X = base_ctx(c)
    setup_common(c, X, fac_kind="sexual")
    staff(c, X, "md", c.ch(["doctor", "doctor", "np", "nurse"]))
    staff(c, X, "hax", "nurse")
    X["ha"] = X["hax"]
    fam(c, X, "p1", "partner")
    fam(c, X, "p2", "partner")
    X["contact"] = c.idnum("contact")
    X["gum"] = Phi(c.ch(["GU", "SH", "C", "GU-", "SH-", ""]) + str(r.randint(10000, 999999)), "MRN")
    X["yr_plus3"] = Phi(str(c.visit.year + 3), "DATE")
    X["sms_ph"] = X["ph_m"]
    fn = c.ch([consult, consult, results_call, letter] if sc["key"] not in ("pep", "prep") else
              [consult, prep_visit, prep_visit, results_call])
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


def sexual_history(c, X, d):
    w = d.w
    w("Sexual history:\n", X)
    two = c.p(0.6)
    X["np3"] = str(c.r.randint(2, 5) if two else 1)
    w("  Last sex: {d_yest_or_wd}. Partners last 3 months: {np3}.\n", X)
    w("  P1: " + c.ch(["regular partner {p1_f}", "casual partner ({p1_f})", "ex-partner {p1}"]) +
      ", " + c.ch(["condoms always", "condoms inconsistent", "no condoms", "oral only"]) + ".\n", X)
    if two:
        w("  P2: " + c.ch(["casual, app contact, name unknown", "one-off partner {p2_f}",
                           "regular partner {p2_f}"]) + ", " + c.ch(["condom split", "condomless", "condoms"]) +
          ".\n", X)
    w("  Sex work: no. Chemsex: " + c.ch(["denies", "no", "occasional GHB - harm reduction discussed"]) +
      ". Travel abroad with sex: " + c.ch(["no", "yes - {country_tr} {mon_only}"]) + ".\n", X)
    w("  Contraception: " + ("n/a" if c.pt.sex == "M" else c.ch(["COC", "condoms", "IUS", "none", "implant"])) +
      ". Cervical screening: " + ("n/a" if c.pt.sex == "M" or c.age < 25 else c.ch(["up to date ({yr_prev})",
                                                                                    "overdue"])) + ".\n", X)


def consult(c, X, sc, d):
    w = d.w
    r = c.r
    X["d_yest_or_wd"] = c.ch([X["d_yest"], X["onset_wd"], "last weekend"])
    X["country_tr"] = Phi(c.ch(["Spain", "Thailand", "Greece", "Brazil", "Portugal", "Indonesia", "Mexico"]), "COUNTRY")
    w("{fac}\n" + c.ch(["Sexual Health Consultation", "GUM CLINIC - New Episode", "Clinic Attendance Record"]) + "\n", X)
    w("Clinic no: {gum}   Date: {dv}   Time: {t1}\n", X)
    w(c.ch(["Name given: {pt_f}  ", "Patient: {pt}  ", "Name: {pt_LF}  "]) + "DOB: {dob}  Age: {age}  Sex: {Sex}\n", X)
    w("Contact preference: SMS to {sms_ph}; " + c.ch(["no letters home", "post OK to {addr}", "e-mail {email}"]) +
      "\n", X)
    w("GP: " + c.ch(["{gp_practice} - does NOT consent to GP contact", "{Dr} {gp_l}, {gp_practice} - consents to "
                                                                      "letter", "not registered"]) + "\n", X)
    w("Seen by: {md}" + cred(X, "md") + "\n\n", X)
    w("PC: " + sc["pc"] + "\n", X)
    w("HPC: " + sc["hx"] + "\n\n", X)
    sexual_history(c, X, d)
    w("\nPMH: " + c.ch(["nil", "asthma", "eczema", "depression", "previous chlamydia {yr_prev}"]) + ". Meds: " +
      c.ch(["nil", "sertraline", "salbutamol PRN", "COC"]) + ". Allergies: " + c.ch(ALLERGIES) + ".\n", X)
    w("Alcohol/drugs: " + c.ch(["social", "nil", "cannabis weekly"]) + ". Safeguarding (under 18/vulnerable): " +
      ("Fraser competent; no CSE concerns" if c.age < 18 else "no concerns") + ".\n\n", X)
    w("Vaccinations: HPV " + c.ch(["complete", "not received", "1 dose"]) + "; hep B " +
      c.ch(["immune", "course started {d_prev}", "not vaccinated"]) + "; hep A " + c.ch(["not indicated", "complete"]) +
      ".\n", X)
    w("Risk assessment: " + c.ch(["HIV risk low; window periods explained.", "HIV risk moderate; PrEP discussed and "
                                   "information given.", "Window periods explained - repeat HIV/syphilis at 6 weeks."]) +
      " Domestic abuse and CSE screening completed.\n\n", X)
    w("O/E: " + sc["ex"] + "\n", X)
    w("Tests: " + sc["tests"] + "\n", X)
    w("Consent: verbal consent for examination and testing; chaperone " + c.ch(["offered and declined",
                                                                                 "present ({hax_Fl})"]) + ".\n", X)
    w("Plan: " + sc["rx"] + "\n", X)
    if sc["pn"]:
        w("Partner notification: " + sc["pn"] + "\n", X)
    w("Health promotion: condoms provided, " + c.ch(["PrEP discussed", "HPV vaccine offered", "hep B vaccine offered",
                                                     "information on U=U given"]) + ".\n\n", X)
    w("{md_Fl2}" + cred(X, "md") + "   {dv}\n", X)
    if c.p(0.45):
        w(audit_footer(c, X), X)


def results_call(c, X, sc, d):
    w = d.w
    w("TELEPHONE CONTACT - {fac}\n", X)
    w("Clinic no: {gum}   Date: {d_fu}   Staff: {ha}" + cred(X, "hax") + "\n\n", X)
    w("Called {pt_f} on {sms_ph} at {t2}. Identity confirmed with DOB ({dob}) and first part of " + c.L["post"] +
      " ({zip}). ", X)
    w("Results from attendance on {dv}: ", X)
    res = c.ch(["Chlamydia NAAT POSITIVE (vulvovaginal/urine, lab no. {spec}); gonorrhoea, HIV, syphilis negative.",
                "Gonorrhoea NAAT POSITIVE pharyngeal (lab no. {spec}); culture pending.",
                "All results negative (lab no. {spec}).",
                "Syphilis serology reactive - recall for treatment (lab no. {spec})."])
    w(res + "\n", X)
    d.t("Result summary:\n  CT NAAT    | " + ("POSITIVE" if "Chlamydia NAAT POSITIVE" in res else "negative") +
        "\n  GC NAAT    | " + ("POSITIVE" if "Gonorrhoea NAAT POSITIVE" in res else "negative") +
        "\n  HIV Ag/Ab  | negative\n  Syphilis   | " + ("reactive" if "reactive" in res else "negative") + "\n")
    if "POSITIVE" in res or "reactive" in res:
        w("Appointment booked for treatment on {d_next} at {t3} with {md}. Advised to abstain until treated. "
          "Partner notification started: {p1_f} to be contacted by provider referral (slip {contact}).\n", X)
    else:
        w("Reassured. Advised re-screen in 3 months or after new partner.\n", X)
    w("Outcome recorded. No voicemail left, as per patient's preference.\n", X)
    w("Previous results: {d_prev} - negative screen.\n", X)
    w(c.ch(["Treatment details and aftercare information sent by secure link ({fac_url}).",
            "Reminded of clinic walk-in hours and direct line {fac_ph}.",
            "Patient asked about retesting; advised test of cure not routinely needed, re-screen in 3 months."]) + "\n", X)
    w("Safeguarding: " + c.ch(["no concerns", "no concerns; aged over 18", "discussed with lead nurse - no action"]) +
      ".\nDocumented by {ha} at {t3}.\n\n", X)
    w(c.ch(["pt said \"{p1_low} already knows, we'll both come in\".\n", "pt quiet on phone, ok to text.\n",
            ""]), X)
    w("Additional notes: patient asked whether {p1_f} should also attend; advised yes, walk-in or book via {fac_url}.\n",
      X)
    w("{ha}" + cred(X, "hax") + "\n", X)


def prep_visit(c, X, sc, d):
    w = d.w
    w("{fac} - PrEP/PEP Clinic\n", X)
    w("{pt_LFU}   Clinic ID {gum}   DOB {dob}\n", X)
    w("{hp_l}: {hp}\n", X)
    w("Visit: {dv} ({t1})   Clinician: {md}" + cred(X, "md") + "\n\n", X)
    w("Indication: " + sc["pc"] + "\n", X)
    w("History: " + sc["hx"] + "\n", X)
    w("Renal: no history of kidney disease. Bone: no fractures. Not on nephrotoxic drugs.\n", X)
    w("Results: " + sc["tests"] + "\n", X)
    w("Plan: " + sc["rx"] + "\n", X)
    w("STI screen today: CT/GC 3-site NAAT, syphilis, HIV (lab nos {spec}). Hep B immune. Hep C Ab negative "
      "{d_prev}.\n", X)
    w("Current medicines: " + c.ch(["nil", "sertraline 50 mg", "ibuprofen PRN - advised to limit NSAIDs",
                                    "creatine supplement - advised to stop"]) + ". Allergies: " + c.ch(ALLERGIES) +
      ".\n", X)
    w("Sexual health: " + c.ch(["2 partners last 3 months, condoms sometimes", "regular partner {p1_f} (HIV status "
                                "unknown)", "casual partners via apps, condomless"]) + ".\n", X)
    w("Adherence counselling given. Side effects discussed (GI upset, renal, bone). Event-based dosing "
      + c.ch(["discussed", "not suitable"]) + ".\n", X)
    w("Next appointment: {d_fu} - book online at {fac_url} or call {fac_ph}.\n", X)
    if c.p(0.5):
        w("Prescription collected from {pharmacy}.\n", X)
    w("\n{md_Fl}" + cred(X, "md") + "  ({md_ll} {md_lic})\n", X)
    if c.p(0.4):
        w(audit_footer(c, X), X)


def letter(c, X, sc, d):
    w = d.w
    w("{fac}\n{fac_addr_ml}\nTel {fac_ph}   Fax {fac_fax}\n\n", X)
    w("{dv}\n\nPRIVATE AND CONFIDENTIAL\n{Dr} {gp_Fl}\n{gp_practice}\n{gp_addr_ml}\n\n", X)
    w("Dear {Dr} {gp_l},\n\n", X)
    w("Re: {pt}   DOB {dob}   Clinic no. {gum}\n{addr}\n\n", X)
    w("I saw {Mr} {pt_l} in clinic on {dv_wd} with the following consent: the patient has agreed to this letter "
      "being sent to you.\n\n", X)
    w("Presenting complaint: " + sc["pc"] + ". " + sc["hx"] + "\n\n", X)
    w("Findings: " + sc["ex"] + "\n", X)
    w("Investigations: " + sc["tests"] + "\n", X)
    w("Management: " + sc["rx"] + "\n\n", X)
    w("Please do not send correspondence to the patient's home address. {He} can be contacted on {ph_m}.\n\n", X)
    w("Yours sincerely,\n\n" + ("{Dr} " if X["md_obj"].dr else "") + "{md}\n" +
      (X["md_cred"] + ", " if X["md_cred"] else "") + "Sexual Health\n{md_ll} {md_lic}\n", X)
