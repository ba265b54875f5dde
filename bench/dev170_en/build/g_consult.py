"""Genres: cardiology consult, device check report."""
import pools as P
import phi as X
import clin as C
from core import (art, Doc, new_ctx, new_patient, new_staff, pname, pref, dname, fname, age_expr,
                  address, dt, hosp, sign_block, cc_block, header_block, plen)
from g_clinic import social

FH_REL = [("father", "MI"), ("mother", "CHF"), ("brother", "CABG"), ("sister", "sudden cardiac death"),
          ("father", "stroke"), ("mother", "AF"), ("paternal uncle", "HCM"), ("brother", "MI")]


def family_history(rng):
    out = ["FAMILY HISTORY: "]
    items = rng.sample(FH_REL, rng.randint(1, 3))
    for i, (rel, what) in enumerate(items):
        if i:
            out.append("; ")
        form = rng.randint(0, 2)
        age = str(rng.randint(38, 84))
        if form == 0:
            out += [rel.capitalize(), " ", what, " at ", (age, "AGE")]
        elif form == 1:
            out += [rel.capitalize(), " died at age ", (age, "AGE"), " (", what, ")"]
        else:
            pron = "her" if rel in ("mother", "sister") else "his"
            out += [rel.capitalize(), " - ", what, " in ", pron, " ", (rng.choice(["40s", "50s", "60s"]), "AGE")]
    out.append(". ")
    out.append(rng.choice(["No FHx of SCD.", "Children healthy.", "Otherwise noncontributory."]))
    return out


# ---------------------------------------------------------------- consult

def gen_consult(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(22, 99))
    fel = new_staff(rng, rng.choice(["fellow", "np", "pa"]))
    att = new_staff(rng, "md")
    req = new_staff(rng, "md")
    adm = X.shift(ctx.date, -rng.randint(0, 4))
    d.t(rng.choice(["CARDIOLOGY CONSULTATION", "Cardiology Consult Note", "INPATIENT CARDIOLOGY CONSULT"]), "\n")
    fields = ["name", "mrn", "dob"] + rng.sample(["acct", "agesex", "ins", "ssn", "pcp", "addr"], 3)
    header_block(d, rng, ctx, p, fields)
    d.t("Location: ", rng.choice([[(ctx.unit, "HOSPITAL"), " ", (str(rng.randint(200, 960)), "LOCATION_OTHER")],
                                  ["ED bay ", (str(rng.randint(1, 40)), "LOCATION_OTHER")],
                                  ["MICU bed ", (str(rng.randint(1, 24)), "LOCATION_OTHER")],
                                  [hosp(rng, ctx), " Rm ", (str(rng.randint(200, 960)), "LOCATION_OTHER")]]), "\n")
    d.t("Date of consult: ", dt(rng, ctx.date), "   Requesting: ", dname(rng, req, rng.choice(["dr_full", "full_cred"])),
        rng.choice([" (Hospital Medicine)", " (Surgery)", " (Nephrology)", " (ED)", " (Oncology)"]), "\n")
    dx = rng.choice(C.DX)
    d.t("Reason: ", dx[0], "\n\n")
    d.t("HPI: ", pname(rng, p, rng.choice(["title", "full", "full_mi"])), " is a ", age_expr(rng, p, "year_old"))
    if rng.random() < 0.5:
        d.t(", ", "a retired " if p.retired else art(p.prof) + " ", (p.prof, "PROFESSION"), ",")
    d.t(" from ", (p.city, "CITY"), " with ", ", ".join(rng.sample(C.PMH, rng.randint(2, 4))), " who presented to ",
        rng.choice([[hosp(rng, ctx), " ED"], ["the ED"], [(rng.choice(P.HOSPITALS), "HOSPITAL"), " and was transferred"]]),
        " on ", dt(rng, adm, rng.choice(["mdy", "short", "dow_md", "long"])), " with ", rng.choice(C.SYMPTOMS), ". ")
    r = rng.random()
    if r < 0.3:
        d.t("Symptoms began while at ", (rng.choice(P.LANDMARKS), "LOCATION_OTHER"), "; bystander called EMS. ")
    elif r < 0.45:
        d.t("Arrived unresponsive without ID; identified by ", rng.choice(["fingerprint match", "biometric registry"]),
            " (", (X.bioid(rng), "BIOID"), "). ")
    elif r < 0.6:
        f = p.fam[0]
        d.t("History obtained from ", f.rel, " ", fname(rng, f), " at bedside", rng.choice([" via ", " with "]),
            rng.choice(["Spanish", "Vietnamese", "Haitian Creole", "Arabic", "Polish"]), " interpreter ID ",
            (X.digits(rng, 6), "IDNUM"), ". ")
    elif r < 0.7:
        d.t("Symptoms started on ", (rng.choice(P.HOLIDAYS), "DATE"), " after a large meal. ")
    d.t("Initial hs-TnT ", str(rng.randint(6, 900)), " -> ", str(rng.randint(6, 1800)), " ng/L. ECG: ",
        rng.choice(["NSR, 1 mm STD V4-V6", "AF RVR 138, no acute ST changes", "sinus brady 42, 2:1 AVB",
                    "NSR, TWI anterior leads, QTc 492", "LBBB (new vs old - no prior available)", "inferior STE w/ reciprocal changes"]), ".\n\n")
    d.t("PMH: ", ", ".join(rng.sample(C.PMH, rng.randint(3, 6))), "\n")
    d.t("PSH: ")
    for i, proc in enumerate(rng.sample(C.PSH, rng.randint(1, 3))):
        d.t("; " if i else "", proc, " (", dt(rng, X.shift(ctx.date, -rng.randint(300, 9000)), rng.choice(["year", "year", "mon_year", "mmyyyy"])), ")")
    if rng.random() < 0.4:
        d.t(" at ", (rng.choice(P.HOSPITALS), "HOSPITAL"))
    d.t("\nMEDS: ", "; ".join(C.meds(rng)), "\nALLERGIES: ", rng.choice(C.ALLERGIES), "\n")
    d.t("SOCIAL: ", social(rng, ctx, p), "\n")
    d.t(family_history(rng), "\n")
    d.t("ROS: 12-point negative except per HPI.\n\n")
    d.t("EXAM: ", C.vitals(rng), "\n  ", "; ".join(rng.sample(C.EXAM, 5)), "\n")
    d.t("LABS: ", C.labs(rng), "\n")
    d.t("ECHO: ", rng.choice(["pending", "LVEF %d%%, %s" % (C.ef(rng), rng.choice(["no RWMA", "anterior HK", "mod MR"]))]),
        rng.choice(["", "; accession "]))
    if d.buf[-1] == "; accession ":
        d.t((X.accession(rng, "ECH"), "IDNUM"))
    d.t("\n\nIMPRESSION / RECOMMENDATIONS:\n")
    d.t(pref(rng, p), " with ", dx[0], ".\n")
    recs = ["Continue heparin gtt x48 h; ASA 81, atorvastatin 80.", "Plan LHC ",
            "Rate control: metoprolol tartrate 25 mg q6h, titrate to HR <110.", "TTE.",
            "Keep K >4.0, Mg >2.0.", "Hold beta-blocker; transcutaneous pads on; EP aware for PPM.",
            "Start apixaban 5 mg BID (CHA2DS2-VASc %d, HAS-BLED %d)." % (rng.randint(1, 7), rng.randint(0, 4)),
            "Diurese with furosemide 80 mg IV BID, goal net -1 to -2 L/day.", "Lipid panel, A1c, TSH."]
    for i, rcm in enumerate(rng.sample(recs, rng.randint(3, 5))):
        d.t(str(i + 1), ". ", rcm)
        if rcm == "Plan LHC ":
            d.t(dt(rng, X.shift(ctx.date, rng.randint(0, 2)), rng.choice(["dow_md", "md", "weekday"])),
                "; NPO after MN, consent obtained.")
        d.t("\n")
    d.t("\nThank you for this consult. Discussed with ", dname(rng, req, "dr_last"), ". We will follow.\n")
    d.t(dname(rng, fel, "full_cred"), rng.choice([", Cardiology Fellow, pager ", ", pgr "]), (fel.pager, "PHONE"), "\n")
    if rng.random() < 0.6:
        d.t("\nATTENDING ATTESTATION: I saw and examined the patient with ", dname(rng, fel, rng.choice(["dr_last", "full"])),
            " and agree with the findings and plan above. ")
        d.t("-- ", dname(rng, att, "full_cred"), " ", dt(rng, ctx.date, rng.choice(["md", "mdy"])), " ", X.ftime(rng), "\n")
    else:
        sign_block(d, rng, ctx, att)
    return d


# ---------------------------------------------------------------- device check

def gen_device(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(18, 98))
    mk = rng.choice(C.MAKERS)
    kind = rng.choice(["PPM", "PPM", "ICD", "CRT-D", "ILR"])
    model = rng.choice({"PPM": C.PPM_MODELS, "ICD": C.ICD_MODELS, "CRT-D": C.ICD_MODELS, "ILR": C.ILR_MODELS}[kind][mk])
    remote = rng.random() < 0.5
    nurse = new_staff(rng, "ep")
    ep = new_staff(rng, "md")
    impl = X.shift(ctx.date, -rng.randint(40, 4000))
    d.t(hosp(rng, ctx), " Device Clinic\n", rng.choice(["REMOTE TRANSMISSION REPORT", "Remote Device Check"]) if remote
        else rng.choice(["IN-CLINIC DEVICE INTERROGATION", "Device Check Report", "PACEMAKER/ICD CLINIC NOTE"]), "\n\n")
    header_block(d, rng, ctx, p, ["name", "dob", "mrn"] + rng.sample(["phone", "acct", "ssn", "agesex", "addr", "email"], 2))
    d.t("Check date: ", dt(rng, ctx.date), "\n")
    if remote:
        d.t("Transmission ID: ", (X.accession(rng, rng.choice(["TX", "RM", "CL"])), "IDNUM"), "   received ",
            X.ftime(rng, "colon"), rng.choice(["", " (scheduled)", " (alert-triggered)"]), "\n")
        d.t("Home monitor: ", rng.choice(["bedside communicator", "MyCareLink app", "Merlin app", "LATITUDE communicator",
                                          "CardioMessenger Smart"]), " SN ", (X.device_sn(rng, mk), "DEVICE"))
        if rng.random() < 0.5:
            d.t(", last connect from ", (X.ipaddr(rng), "IPADDR"))
        d.t("\n")
        if rng.random() < 0.4:
            d.t("Portal: ", (X.url(rng, "device-clinic"), "URL"), "  login ", (X.username(rng, p.first, p.last), "USERNAME"), "\n")
    d.t("\nDEVICE: ", mk, " ", model, " (", kind, ")\n  Serial: ", (X.device_sn(rng, mk), "DEVICE"), "\n  Implanted: ",
        dt(rng, impl), " by ", dname(rng, ep if rng.random() < 0.5 else new_staff(rng, "md"), rng.choice(["dr_last", "dr_full"])),
        rng.choice(["", " at "]))
    if d.buf[-1] == " at ":
        d.t((rng.choice(P.HOSPITALS), "HOSPITAL"))
    d.t("\n")
    leadless = "Micra" in model or "Aveir" in model
    if kind != "ILR":
        lead_list = ["RA", "RV"] + (["LV"] if kind == "CRT-D" else [])
        if (kind == "ICD" and rng.random() < 0.5) or "S-ICD" in model:
            lead_list = ["RV"]
        if leadless:
            lead_list = []
            d.t("  Leadless system - no transvenous leads.\n")
        for ch in lead_list:
            lmk = mk if rng.random() < 0.8 else rng.choice(C.MAKERS)
            d.t("  ", ch, " lead: ", lmk, " ", rng.choice(C.LEADS[lmk]), " SN ", (X.device_sn(rng, lmk), "DEVICE"),
                " (", dt(rng, impl if rng.random() < 0.7 else X.shift(impl, -rng.randint(300, 3000)), rng.choice(["mdy", "mon_year", "mdy2"])), ")\n")
        d.t("\nBattery: ", C.rfloat(rng, 2.6, 3.2, 2), " V, longevity ", C.rfloat(rng, 0.3, 12), " yr",
            rng.choice(["", " - ERI not reached", " - approaching ERI, generator change planned"]), "\n")
        d.t("Lead    Sensing     Impedance   Threshold\n")
        for row in C.device_meas(rng):
            if row[0] in lead_list or (leadless and row[0] == "RV"):
                d.t(row[0].ljust(8), row[1].ljust(12), row[2].ljust(12), row[3], "\n")
        d.t("Pacing: AP ", str(rng.randint(0, 99)), "%  VP ", str(rng.randint(0, 100)), "%",
            ("  BiV " + str(rng.randint(88, 99)) + "%") if kind == "CRT-D" else "", "\n")
        d.t("Mode: ", rng.choice(["DDDR 60/130", "AAI<=>DDD 60", "VVIR 50", "DDD 70/120", "VVI 40 (backup)"]),
            ("   VF zone 200 bpm, VT 170 (ATP x2 then shock)" if kind in ("ICD", "CRT-D") else ""), "\n")
    else:
        d.t("\nBattery OK. R-wave ", C.rfloat(rng, 0.1, 1.2, 2), " mV.\n")
    eps = ["None since last check.", "2 AHRE, longest 14 min, max A rate 280.", "AF burden 3.2%, longest 6 h 40 min.",
           "1 NSVT 12 beats."]
    if kind in ("ICD", "CRT-D"):
        eps += ["VT @ 186 terminated by ATP x1.", "VF treated with 1 shock 35 J - successful."]
    if kind == "ILR":
        eps += ["3 pause episodes (4.1 s max), symptoms per diary.", "Brady episodes overnight, HR 38."]
    epi = rng.choice(eps)
    d.t("\nEPISODES: ", epi)
    evd = X.shift(ctx.date, -rng.randint(1, 60))
    d.t(" Most recent ", dt(rng, evd, rng.choice(["md", "mdy", "dow_md"])), " ", X.ftime(rng, "colon"), ".\n")
    shock = "shock" in epi
    if shock:
        dl = X.drivers_license(rng)
        d.t("Driving: shock on ", dt(rng, evd, "short"), " - per state law no driving x6 mo. DMV medical report for ",
            "driver's license ", (dl, "LICENSE"), " completed; pt ", rng.choice(["understands", "upset - drives for work as "]))
        if d.buf[-1].endswith("as "):
            d.t((p.prof, "PROFESSION"))
        d.t(".\n")
    d.t("\nIMPRESSION: ", rng.choice(["Normal device function.", "Normal function; AF burden increasing - notify EP.",
                                      "Stable lead parameters. No therapies.", "RV threshold rise, reprogrammed output 3.5 V."]), "\n")
    d.t("PLAN: ", rng.choice(["Next remote", "Remote"]), " ", dt(rng, X.shift(ctx.date, rng.choice([91, 91, 30, 182])), rng.choice(["mdy", "abbr", "mon_year"])),
        "; in-clinic check ", dt(rng, X.shift(ctx.date, rng.randint(150, 380)), rng.choice(["mon_year", "mdy", "abbr"])), ".\n")
    if rng.random() < 0.45:
        f = p.fam[0]
        d.t("Called pt", rng.choice([" and ", "; also spoke to "]), f.rel, " ", fname(rng, f), " at ", (p.phone, "PHONE"), ".\n")
    d.t("\n", dname(rng, nurse, "full_cred"), "\nReviewed by: ", dname(rng, ep, rng.choice(["full_cred", "dr_full"])), " ",
        dt(rng, X.shift(ctx.date, rng.randint(0, 3)), "mdy"), "\n")
    if rng.random() < 0.3:
        sign_block(d, rng, ctx, ep, kind="audit")
    if rng.random() < 0.3:
        d.t("Device clinic ", (X.phone(rng, ctx.area), "PHONE"), "  fax ", (X.phone(rng, ctx.area), "FAX"), "\n")
    return d
