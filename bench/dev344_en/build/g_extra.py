"""Own genres: transfer of monitoring / change of details form; myocarditis surveillance record."""
from core import Note, S, pick, chance, add_days, digits, letters, typo, an
import persona as P
import pools_places as PP
import case as C


def _newsite(rng, c, kind):
    town = pick(rng, PP.TOWNS[c.cc])
    if kind == "team":
        name = C.team_name(rng, c.cc, town if c.cc != "SG" else pick(rng, PP.SG_STREETS))
    else:
        name = C.pharmacy_name(rng, c.cc, town if c.cc != "SG" else "", pick(rng, ["Harcourt", "Okonjo", "Mistry", "Fairweather", "Lindqvist"]))
    return C.Site(rng, c.cc, name)


def g_transfer(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    reason = pick(rng, ["discharge", "moved", "consultant", "pharmacy"])
    n.w(pick(rng, ["TRANSFER OF " + ("CLOZAPINE" if cz else "LITHIUM") + " MONITORING", "Change of Details / Transfer Form",
                   "Transfer of care - " + ("clozapine" if cz else "lithium") + " patient"]), "\n")
    if cz and c.registry:
        n.w("To: ", c.registry_frag(), "   Fax ", c.fax(), "   Email ", S("EMAIL", "transfers@" + pick(rng, ["example.org", "example.net", "example.com"])), "\n")
    elif cz:
        n.w("Clozapine REMS: update prescriber/pharmacy certification on the REMS website before first dispense.\n")
    n.w("Date of transfer: ", c.D(add_days(c.today, rng.randint(0, 7)), "long"), "\n\n")
    n.w("PATIENT\n")
    n.w("Name: ", c.pt.fml(), "   Sex: ", c.sex, "   DOB: ", c.D(c.dob), "   Age: ", c.age_s(), "\n")
    n.w(c.hp_label, ": ", c.hp_s(), "   MRN: ", c.mrn_s())
    if cz:
        n.w("   Registry no: ", c.reg_s())
    n.w("\n")
    if c.ssn and chance(rng, 0.5):
        n.w(c.ssn[0], ": ", S("SSN", c.ssn[1]), "\n")
    new_addr = P.Address(rng, c.cc) if reason == "moved" else None
    if new_addr:
        n.w("Previous address: ", c.addr.frag(), "\n", "NEW address: ", new_addr.frag(), "\n")
        n.w("New contact no: ", c.ph("mob"), "\n")
    else:
        n.w("Address: ", c.addr.frag(), "   Tel: ", S("PHONE", c.tel_mob), "\n")
    n.w("NOK: ", c.fam.full(), " (", c.rel, ") ", S("PHONE", c.fam_tel), "\n\n")
    n.w("REASON FOR TRANSFER: ")
    if reason == "discharge":
        adm = add_days(c.today, -rng.randint(20, 120))
        n.w("discharge from inpatient care.\n")
        n.w("Admitted ", c.D(adm), " to ", c.ward, ", ", c.hosp.n(), " (", "Bed ", S("LOCATION_OTHER", str(rng.randint(1, 24))), ")",
            "; discharged ", c.D(add_days(c.today, -rng.randint(0, 3))), ".\n")
        if cz:
            n.w("Clozapine ", pick(rng, ["initiated", "re-titrated", "continued"]), " on the ward. Ward is smoke-free - patient ",
                pick(rng, ["used NRT patches throughout; likely to resume smoking at home - recheck clozapine level 1-2 weeks after discharge",
                           "is a non-smoker - no change expected", "stopped smoking; level checked after 1 week"]), ".\n")
        else:
            n.w("Lithium started ", c.D(add_days(adm, rng.randint(5, 15))), "; dose titrated to ", str(c.dose),
                " mg with level ", "%.2f" % rng.uniform(0.55, 0.85), " ", c.li_unit(), " on ", c.D(add_days(c.today, -rng.randint(3, 9))), ".\n")
    elif reason == "moved":
        n.w("patient has moved to the ", S("CITY", new_addr.city), " area; care transferring between teams.\n")
    elif reason == "consultant":
        n.w("change of responsible consultant (", pick(rng, ["team restructure", "consultant retiring", "patient request"]), ").\n")
    else:
        n.w("change of dispensing pharmacy (", pick(rng, ["closer to home", "previous pharmacy closed", "home delivery needed"]), ").\n")
    n.w("\n")
    new_team = _newsite(rng, c, "team") if reason in ("moved", "consultant", "discharge") else c.team
    new_cons = P.staff(rng, c.cc, "doc", c.cons_role, [c.cons.first, c.cons.last]) if reason in ("moved", "consultant") else c.cons
    if reason == "pharmacy":
        n.w("PRESCRIBING TEAM (unchanged)\n")
        n.w("  Consultant: Dr ", c.cons.full(), "   ", c.lic(c.cons), "\n")
        n.w("  Team: ", c.team.n(), ", ", c.team.addr.frag(), "\n  Tel ", S("PHONE", c.team.tel), "   Fax ", S("FAX", c.team.fax), "\n")
        n.w("  ", c.cc_role, ": ", c.ccw.full(), "\n")
    else:
        n.w("FROM\n")
        if reason == "discharge":
            n.w("  Consultant: Dr ", c.junior.full(), " (inpatient ", c.junior.role, " for Dr ", c.cons.ln(), ")   ", c.lic(c.junior), "\n")
            n.w("  Unit: ", c.ward, ", ", c.hosp.n(), "   Tel ", S("PHONE", c.hosp.tel + P.ext(rng)), "\n")
        else:
            n.w("  Consultant: Dr ", c.cons.full(), "   ", c.lic(c.cons), "\n")
            n.w("  Team: ", c.team.n(), ", ", c.team.addr.frag(), "\n  Tel ", S("PHONE", c.team.tel), "   Fax ", S("FAX", c.team.fax), "\n")
        n.w("TO\n")
        n.w("  Consultant: Dr ", new_cons.full(), "   ", c.lic(new_cons), "\n")
        n.w("  Team: ", new_team.n(), ", ", new_team.addr.frag(), "\n  Tel ", S("PHONE", new_team.tel), "   Email ", S("EMAIL", new_team.email), "\n")
        n.w("  ", c.cc_role, ": ", c.ccw.full() if reason == "discharge" else pick(rng, c.extra).full(), "\n")
    new_ph = _newsite(rng, c, "pharm") if reason in ("moved", "pharmacy") else c.pharmacy
    n.w("PHARMACY\n")
    if new_ph is not c.pharmacy:
        n.w("  From: ", c.pharmacy.n(), ", ", c.pharmacy.addr.short(), "\n")
    n.w("  ", "To: " if new_ph is not c.pharmacy else "", new_ph.n(), ", ", new_ph.addr.frag(), "\n  Tel ", S("PHONE", new_ph.tel),
        "   Fax ", S("FAX", new_ph.fax), "\n")
    if c.cc == "US":
        n.w("  Pharmacy NPI ", S("LICENSE", "1" + digits(rng, 9)), "\n")
    n.w("\nCURRENT TREATMENT\n")
    if cz:
        n.w("  ", c.cz_brand, " ", str(c.dose), " mg/day. Started ", c.D(add_days(c.today, -rng.randint(60, 4000)), "my"),
            ". Monitoring frequency: ", pick(rng, ["weekly (week 9)", "fortnightly", "four-weekly"]), ".\n")
        sd = add_days(c.today, -rng.randint(1, 8))
        w = rng.uniform(3.9, 8.8)
        n.w("  Last FBC ", c.D(sd), " (", c.sid(sd), "): WBC ", "%.1f" % w, ", ANC ", c.anc(w * rng.uniform(0.5, 0.7)),
            " - GREEN. Next due ", c.D(add_days(sd, pick(rng, [7, 14, 28]))), ".\n")
        n.w("  Last clozapine level ", str(rng.randint(250, 700)), " µg/L. Side effects: ",
            pick(rng, ["hypersalivation (hyoscine)", "constipation (macrogol + senna)", "weight gain 8 kg", "sedation"]), ".\n")
        n.w("  Supply issued up to ", c.D(add_days(c.today, rng.randint(3, 14))), " - no gap in supply.\n")
    else:
        n.w("  ", c.li_brand, " ", str(c.dose), " mg nocte. Last level ", "%.2f" % rng.uniform(0.5, 0.9), " ", c.li_unit(), " (",
            c.Dn(-rng.randint(5, 40)), "). eGFR ", str(rng.randint(55, 100)), ", TSH ", "%.1f" % rng.uniform(0.6, 4.6), ".\n")
        n.w("  Next level due ", c.Dn(rng.randint(20, 80)), ". Lithium book and alert card with patient.\n")
    n.w("\n", c.gp_word, ": ", c.gp.dr(), ", ", c.practice.n(), "   Tel ", S("PHONE", c.practice.tel), "\n\n")
    n.w("Completed by: ", c.nurse.full(), ", ", c.nurse.role, "   ", c.Dn(0), "   Tel ", S("PHONE", c.clinic.tel), "\n")
    n.w("Accepted by receiving team: ", pick(rng, c.extra).full(), "   Date: ", c.D(add_days(c.today, rng.randint(1, 5))), "\n")
    if cz and c.registry:
        n.w("Registry update confirmed: ", c.clerk.full(), " - ref ", S("IDNUM", "TRF" + digits(rng, 6)), "\n")
    return n


def g_myocarditis(rng, c):
    n = Note()
    n.w(pick(rng, ["CLOZAPINE MYOCARDITIS SURVEILLANCE - WEEKS 1-4", "Clozapine cardiac monitoring record (troponin / CRP)",
                   "MYOCARDITIS MONITORING CHART - CLOZAPINE INITIATION"]), "\n")
    n.w(c.hosp.n(), " | ", c.ward if chance(rng, 0.6) else c.clinic.n(), "\n\n")
    n.w(c.ident_block(), "\n")
    n.w("Age ", c.age_s(), "   Weight ", str(rng.randint(55, 130)), " kg   Consultant: Dr ", c.cons.ln(), "\n")
    start = add_days(c.today, -rng.randint(22, 32))
    n.w("Clozapine start date: ", c.D(start), "   Titration per chart; dose today ", str(pick(rng, [150, 200, 225, 250, 300])), " mg/day\n")
    ecg_model = pick(rng, PP.ECG_MODELS)
    n.w("Baseline (", c.D(add_days(start, -rng.randint(1, 5))), "): troponin ", pick(rng, ["<3", "4", "5", "<5"]), " ng/L, CRP ",
        str(rng.randint(1, 8)), " mg/L, ECG ", ecg_model, " SN ", S("DEVICE", P.device_sn(rng)), " - sinus rhythm, QTc ",
        str(rng.randint(395, 440)), " ms. Echo: not indicated.\n")
    n.w("Protocol: troponin and CRP at least weekly for 4 weeks (days 7, 14, 21, 28) plus obs daily; escalate if troponin >2x ULN ",
        "or CRP >100 mg/L (stop clozapine); CRP 50-100 or troponin 1-2x ULN = daily bloods and medical review.\n\n")
    n.w("Day | Date | Trop (ng/L) | CRP (mg/L) | HR | Temp | Symptoms | Sample | By\n")
    days = [0, 3, 7, 10, 14, 17, 21, 24, 28]
    if chance(rng, 0.5):
        days = [0, 7, 14, 21, 28]
    event = rng.random() < 0.4
    ev_day = pick(rng, [14, 17, 21]) if event else -1
    staff = [c.nurse, c.phleb, c.extra[0]]
    ev_info = None
    for dd in days:
        d = add_days(start, dd)
        trop = rng.randint(2, 9)
        crp = rng.randint(1, 18)
        hr = rng.randint(76, 108)
        temp = rng.uniform(36.3, 37.4)
        sym = pick(rng, ["nil", "nil", "nil", "tired", "mild drooling"])
        if dd == ev_day:
            crp = rng.randint(52, 96)
            trop = rng.randint(14, 30)
            hr = rng.randint(112, 128)
            temp = rng.uniform(37.8, 38.6)
            sym = pick(rng, ["flu-like, myalgia", "pleuritic chest pain", "SOB on stairs"])
            ev_info = (d, trop, crp)
        if dd > ev_day >= 0 and ev_info:
            crp = max(4, ev_info[2] - (dd - ev_day) * 12)
            trop = max(3, ev_info[1] - (dd - ev_day) * 3)
        n.w("%-3d | " % dd, c.D(d, "dm" if chance(rng, 0.2) else None), " | ", str(trop), " | ", str(crp), " | ", str(hr), " | ",
            "%.1f" % temp, " | ", sym, " | ", c.sid(d), " | ", pick(rng, staff).ini(), "\n")
    n.w("\n")
    if ev_info:
        d, trop, crp = ev_info
        n.w("EVENT ", c.D(d), ": CRP ", str(crp), ", troponin ", str(trop), " (ULN 14) with tachycardia and fever. Clozapine held per ",
            "protocol; Dr ", c.junior.full(), " (", c.junior.role, ") reviewed. Discussed with on-call cardiology registrar ",
            "Dr ", c.extra[2].ln(), ". Daily troponin/CRP. Echo ", c.D(add_days(d, 1)), " at ", c.hosp.n(),
            ": LVEF ", str(rng.randint(52, 62)), "%, no effusion, no regional wall motion abnormality.\n")
        n.w("Outcome: markers normalised by ", c.D(add_days(d, rng.randint(3, 6))), ". Consultant decision (Dr ", c.cons.ln(),
            "): ", pick(rng, ["restart at lower dose with slower titration and daily markers x1 week",
                              "clozapine discontinued - rechallenge only after cardiology opinion"]), ".\n")
        n.w("Yellow Card submitted to the " if c.cc == "UK" else "Adverse reaction report submitted to ",
            {"UK": "MHRA", "IE": "HPRA", "US": "FDA (MedWatch)", "CA": "Health Canada", "AU": "TGA", "NZ": "CARM/Medsafe",
             "ZA": "SAHPRA", "SG": "HSA"}[c.cc], " - ref ", S("IDNUM", letters(rng, 2) + digits(rng, 7)), ".\n")
    else:
        n.w("No markers outside range during weeks 1-4. Routine weekly FBC continues; myocarditis screening complete ",
            c.D(add_days(start, 28)), ".\n")
    n.w("Patient and ", c.rel, " (", c.fam.full(), ") informed of symptoms to report: chest pain, palpitations, breathlessness, fever.\n")
    n.w("\nReviewed by: ", c.nurse.full(), " ", c.cred_nurse, ", ", c.nurse.role, "   Tel ", S("PHONE", c.clinic.tel), "\n")
    n.w("Countersigned: Dr ", c.cons.full(), "  ", c.lic(c.cons), "\n")
    return n
