"""Genre: discharge summary (cardiology / heart rhythm admissions)."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr, addr_inline, hospital_name, fill
from common import pt_block, sign, labs, age_phrase, ecg, device_line

GENRE = "discharge_summary"
KINDS = ["PPM", "PPM", "ICD", "CRT-D", "CRT-P", "LEADLESS"]
STORIES = [
    ("Complete heart block", "presented with {sym} and was found to be in complete heart block with a ventricular escape of {hr} bpm. "
     "Temporary pacing wire was {tpw}. Device ({dev}) implanted on {pdate}.", "impl"),
    ("Syncope secondary to paroxysmal AV block", "was admitted after a collapse at home; telemetry captured {p} s of ventricular asystole with P waves. "
     "Device ({dev}) implanted on {pdate}.", "impl"),
    ("Fast AF with decompensated heart failure", "presented with AF at {hr2} bpm and pulmonary oedema. Treated with IV furosemide and digoxin loading; "
     "rate controlled with bisoprolol. DC cardioversion on {pdate} restored sinus rhythm.", "dccv"),
    ("VT storm", "received {n} ICD shocks in 24 h. Treated with IV amiodarone, sedation and increased beta-blockade; underwent VT ablation on {pdate}.", "abl"),
    ("Pocket infection / device extraction", "presented with erythema and discharge over the generator pocket. Blood cultures grew {org}. "
     "Transvenous lead extraction on {pdate} (laser sheath); leadless pacemaker implanted as bridge.", "ext"),
    ("Elective CRT upgrade", "was admitted electively for upgrade to {dev} on {pdate} for high RV pacing burden and falling LVEF.", "impl"),
]
ORGS = ["MSSA", "Staphylococcus epidermidis", "MRSA", "no growth x3", "Cutibacterium acnes"]


def make(rng, d, country, dates):
    kind = rng.choice(KINDS)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    ch = rng.choice
    pt = c["pt"]
    dev = c["dev"]
    title, story, what = ch(STORIES)
    adm = c["index"]
    los = rng.randint(1, 16)
    pday = phi.add(adm, rng.randint(0, max(0, los - 1)))
    dis = phi.add(adm, los)
    us = country == "US"
    k = rng.randrange(3)
    if k == 0:
        d.f("DISCHARGE SUMMARY\n{h} - Cardiology\n\n", h=c["hosp"])
    elif k == 1:
        d.f("{h}\nInpatient Discharge Letter / TTO\n" + "=" * 44 + "\n", h=c["hosp"])
    else:
        d.f("Discharge Summary - {w}, {h}\n\n", w=c["ward"], h=c["hosp"])
    pt_block(d, c, rng, style=rng.choice([0, 1, 2]))
    d.f("Admitted: {a}   Discharged: {b}   LOS: %d days\n" % los, a=D.d(adm), b=D.d(dis))
    d.f("Ward: {w}, bed {b}\n", w=c["ward"], b=c["bed"])
    d.t("Consultant: ").put(dr(c["cons"], rng, 1)).t("    Specialty: Cardiology (Heart Rhythm)\n")
    if us:
        d.t("PCP: ").put(dr(c["gp"], rng, 1)).t(", ").p(c["gp_prac"]).t("  Fax ").p(c["gp_fax"]).nl()
        d.t("Code status: %s\n" % ch(["Full code", "DNR/DNI", "Full code (discussed with patient)"]))
    else:
        d.t("GP: ").put(dr(c["gp"], rng, 1)).t(", ").p(c["gp_prac"]).t(", ").put(addr_inline(c["gp_addr"], country)).nl()
    d.t("NOK: ").put(c["nok"].full()).t(" (%s) " % c["nok_rel"]).p(c["nok_phone"]).nl()
    route = ch(["ED", "GP referral", "elective", "transfer from "])
    d.t("Route: %s" % route)
    if route.endswith("from "):
        d.p(P(hospital_name(rng, country), "HOSPITAL"))
    d.t("\n\nDIAGNOSES\n")
    d.t("Primary: %s\n" % title)
    d.t("Secondary: %s\n" % "; ".join(rng.sample(PC.COMORBID, rng.randint(2, 5))))
    d.t("\nPROCEDURES\n")
    if what in ("impl",):
        d.put(D.d(pday)).t(": ")
        device_line(d, c, rng)
        d.t(" implant, %s\n" % ch(["left cephalic", "left axillary", "right subclavian", "transfemoral"]))
        for ld in dev["leads"]:
            d.f("   %s lead %s, SN {s}\n" % (ld["ch"], ld["model"]), s=ld["serial"])
    elif what == "dccv":
        d.put(D.d(pday)).t(": DC cardioversion 200 J biphasic x%d (TOE-guided)\n" % rng.randint(1, 3))
    elif what == "abl":
        d.put(D.d(pday)).t(": VT ablation (substrate), %s\n" % ch(PC.ABL_KIT["MAP"]))
    else:
        d.put(D.d(pday)).t(": Transvenous lead extraction (%s)\n" % ch(["GlideLight laser sheath", "TightRail rotating dilator", "Evolution RL"]))
        d.put(D.d(phi.add(pday, rng.randint(2, 6)))).t(": ").t("%s, SN " % ch(["Micra AV2", "Aveir VR", "Micra VR2"])).p(P(phi.serial(rng, "Medtronic"), "DEVICE")).nl()
    # story
    d.t("\nCLINICAL SUMMARY\n")
    d.put(age_phrase(c, rng)).t(" %s " % c["sexw"]).put(c["job"]).t(" who ")
    subs = {"sym": ch(PC.SYMPTOMS), "hr": str(rng.randint(22, 40)), "tpw": ch(["not required", "inserted via the right IJ on admission", "sited via femoral vein in ED"]),
            "dev": "%s %s" % (dev["maker"], dev["model"]), "p": "%.1f" % rng.uniform(4, 14), "hr2": str(rng.randint(130, 180)),
            "n": str(rng.randint(3, 14)), "org": ch(ORGS)}
    parts = story.split("{pdate}")
    first = parts[0]
    for kk in sorted(subs):
        first = first.replace("{%s}" % kk, subs[kk])
    d.t(first).put(D.n(pday)).t(parts[1] if len(parts) > 1 else "")
    d.t("\n%s\n" % ch(["Post-procedure CXR: no pneumothorax, leads in satisfactory position. Device check satisfactory.",
                       "Wound clean and dry at discharge. Mobilising independently.", "Telemetry uneventful for 48 h post procedure.",
                       "Course complicated by a small pocket haematoma managed conservatively; apixaban held 48 h.",
                       "Delirium on day 2 (hyponatraemia), resolved."]))
    d.t("ECG on discharge: %s.\n" % ecg(rng))
    labs(d, c, rng, pday, n=rng.randint(6, 10))
    if rng.random() < 0.6:
        d.t("Echo (").put(D.d(phi.add(adm, 1))).t("): LVEF %d%%, %s.\n" % (rng.randint(20, 65), ch(["no effusion", "moderate MR", "RV function preserved", "trace pericardial effusion"])))
    # meds
    d.t("\nMEDICATIONS ON DISCHARGE\n")
    d.t("  %-36s %-12s %-22s %s\n" % ("Drug", "Dose", "Frequency", "Status"))
    seen = set()
    for i in range(rng.randint(5, 11)):
        name, doses, sigs = ch(PC.MEDS)
        if name in seen:
            continue
        seen.add(name)
        d.t("  %-36s %-12s %-22s %s\n" % (name, ch(doses), ch(sigs), ch(["continued", "continued", "NEW", "changed - dose increased", "continued"])))
    d.t("STOPPED: %s (%s)\n" % (ch(["verapamil", "diltiazem", "donepezil", "tamsulosin", "aspirin", "sotalol"]), ch(["bradycardia", "on DOAC now", "hypotension", "QT prolongation"])))
    d.t("Allergies: %s\n" % ch(PC.ALLERGIES))
    # follow-up
    d.t("\nFOLLOW-UP / ACTIONS FOR GP\n")
    if what in ("impl", "ext"):
        d.t("- Wound check at practice on ").put(D.n(phi.add(dis, rng.randint(5, 10)))).t("; sutures absorbable.\n")
    else:
        d.t("- Repeat ECG at practice on ").put(D.n(phi.add(dis, rng.randint(5, 10)))).t(" to confirm rhythm.\n")
    if kind in ("PPM", "ICD", "CRT-D", "CRT-P", "LEADLESS"):
        d.t("- Device clinic ").put(D.d(phi.add(dis, rng.choice([35, 42, 49])))).t(" at %s. Remote monitoring: %s, monitor SN " % (ch(["10:30", "14:15", "09:00"]), dev["remote"]))
        d.p(dev["monitor_sn"]).t(".\n")
    d.t("- Please check U&E in 1 week (%s).\n" % ch(["new spironolactone", "increased furosemide", "on Entresto titration", "AKI on admission, creat peak 168"]))
    drv = ch(["DVLA advice given - no driving 1 week.", "no driving 1 month (ICD).", "no driving 6 months; must notify DVLA.",
              "no commercial driving; Group 2 off for 6 weeks.", "no driving for 2 days."])
    if country != "UK":
        drv = drv.replace("DVLA", "licensing authority").replace("Group 2", "commercial licence")
    d.t("- Driving: %s\n" % drv)
    dest = rng.random()
    if dest < 0.2:
        d.t("- Discharged to ").p(P(fill(rng, ch(["{S} Care Home", "{S} Lodge Nursing Home", "{S} House Residential Home"])), "HOSPITAL")).t(" with handover to nursing staff.\n")
    else:
        d.t("- Discharged home with %s %s; " % (c["his"], c["nok_rel"])).put(c["nok"].first_()).t(" to collect.\n")
    if rng.random() < 0.25:
        d.t("- Relatives' parking permit issued for vehicle ").p(P(phi.plate(rng, country), "VEHICLE")).t(" (returned at discharge).\n")
    if rng.random() < 0.2:
        d.t("- Interpreter not required; born in ").p(c["origin"]).t(", fluent English.\n")
    if rng.random() < 0.5:
        d.t("- Patient can be contacted on ").p(c["mobile"]).t("; email ").p(c["email"]).t(".\n")
    d.t("\nCompleted by: ").put(dr(c["reg"], rng, 1)).t(", %s" % c["reg"].cred)
    if not us:
        d.t(", bleep ").p(P(phi.bleep(rng), "PHONE"))
    else:
        d.t(", pager ").p(P(phi.bleep(rng), "PHONE"))
    d.nl()
    if rng.random() < 0.5:
        d.f("{ll} {lv}\n", ll=c["reg"].lic[0], lv=P(c["reg"].lic[1], "LICENSE"))
    d.f("Date: {dd} {tm}\n", dd=D.d(dis), tm=phi.clock(rng, 9, 20))
    if rng.random() < 0.5:
        d.f("Pharmacist verified: {p}\n", p=c["nurse2"].full())
    if rng.random() < 0.5:
        d.f("Sent electronically to {pr} via {e}\n", pr=c["gp_prac"], e=P("gp." + phi.slug(c["gp_prac"].v.split()[0]) + "@" + ch(phi.DOMAINS), "EMAIL"))
    return c
