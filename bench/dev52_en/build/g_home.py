"""Genre 5: home health and hospice visit notes."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL


def visit(rng, c, terse=False):
    hospice = rng.random() < 0.5
    c.set_age(48, 101)
    agency = rng.choice(PL.HOSPICE if hospice else PL.HOMEHEALTH)
    nurse = c.rn
    lines = []
    title = rng.choice(["HOSPICE RN VISIT NOTE", "Hospice Routine Home Care Visit", "Palliative Care Community Nursing Note"]) if hospice else \
        rng.choice(["SKILLED NURSING VISIT NOTE", "Home Health Visit - Skilled Nursing", "District Nursing Contact", "OASIS Follow-up Visit Note"])
    lines.append(hosp(agency))
    lines.append(title)
    lines.append("")
    lines.append("Patient: %s   DOB: %s (%s)" % (c.ptname(rng.choice([0.0, 0.4, 0.5])), c.dobs(), c.age_str()))
    for k, v in c.nhs_or_mrn_header():
        lines.append("%s: %s" % (k, v))
    if c.loc == "US" and rng.random() < 0.7:
        lines.append("Medicare MBI: %s   Episode: %s" % (hplan(fmt_id(rng, "#@@#-@@#-@@##")), acct(fmt_id(rng, "EP-#######"))))
    lines.append("Home address: %s" % addr_block(rng, c.addr, oneline=True))
    if rng.random() < 0.4:
        lines.append("Access: key safe code held in office; %s. Park on %s." % (
            rng.choice(["dog in yard", "side door only", "ring twice, pt hard of hearing"]),
            rng.choice(["street", "driveway behind %s %s" % (rng.choice(["silver sedan", "white ute", "blue minivan", "red hatchback"]),
                                                             veh(plate(rng, c.loc)))])))
    lines.append("Visit date: %s   Time in: %s   Time out: %s" % (c.d(), ftime(rng, rng.randint(8, 12)), ftime(rng, rng.randint(13, 17))))
    lines.append("Visit type: %s" % rng.choice(["routine", "PRN - symptom crisis", "admission", "recertification", "supervisory", "death visit" if False else "routine"]))
    lines.append("Primary caregiver: %s %s, %s" % (c.rel, fam(c.fam.full()), tel(fphone(rng, c.loc, mobile=True))))
    if rng.random() < 0.5:
        lines.append("Alt contact: %s %s, %s" % (c.rel2, fam(c.fam2.full()), tel(fphone(rng, c.loc))))
    lines.append("Attending/%s: %s, %s   Office %s" % (c.t["gp"], c.md.ref(), hosp(c.clinic), c.ph()))
    lines.append("Dx: %s" % rng.choice(clin.PROBLEMS))
    lines.append("")
    v = clin.vitals(rng, c.loc, "terse" if terse else rng.choice(["line", "table", "x"]))
    lines.append("VITALS:" + ("\n" if "\n" in v else " ") + v)
    lines.append("Pain: %d/10 %s (%s scale). %s" % (rng.randint(0, 9), rng.choice(["abdomen", "lower back", "R hip", "generalised"]),
                                                   rng.choice(["NRS", "PAINAD", "FLACC"]),
                                                   rng.choice(["Breakthrough x2 in 24h.", "Controlled.", "Worse at night."])))
    lines.append("")
    if terse:
        narr = ("pt seen at home w/ %s %s. %s. pt stated \"i just want to stay here\". %s. "
                "reviewed meds & mar. %s. spoke w/ %s re: plan, ok." % (
                    c.rel, fam(c.fam.first), rng.choice(["sleeping more, eating few bites", "more sob on exertion", "confused pm per family",
                                                        "up in chair, alert"]),
                    rng.choice(["skin intact", "sacral wd dressed w/ foam", "foley draining clear yellow", "bowels last open 3 days ago"]),
                    rng.choice(["bp cuff sn " + dev(device_sn(rng)), "o2 concentrator sn " + dev(device_sn(rng)) + " at 2 l/min",
                                "pump sn " + dev(device_sn(rng)) + " running"]),
                    c.md.ref()))
        lines.append("NARRATIVE: " + narr)
    else:
        lines.append("NARRATIVE:")
        p = "%s seen at home. %s reports %s. " % (c.ptname(rng.choice([0.7, 0.85])), c.rel.capitalize() + " " + fam(c.fam.first),
                                                  rng.choice(["poor oral intake over the weekend", "increased agitation in the evenings",
                                                              "two falls since last visit, no injury", "more breathless climbing stairs",
                                                              "pain better controlled since patch increase"]))
        p += " ".join(rng.sample(clin.EXAM, 3)) + " "
        if hospice:
            p += rng.choice(["PPS 40%. FAST 7a. ", "PPS 30%, mostly bedbound. ", "PPS 50%, ambulates with frame. "])
            p += "Goals of care revisited: DNR/POLST on fridge, signed %s. Patient wishes to die at home. " % c.d(-rng.randint(10, 120))
            if rng.random() < 0.5:
                p += "Chaplain %s to visit %s; pt attends %s. " % (dr(Person(rng).full()), c.d(rng.randint(1, 6), "wshort" if c.loc == "US" else "wdlong"),
                                                                   org(rng.choice(PL.CHURCHES)))
        else:
            p += "Wound care: %s. " % rng.choice(["L heel pressure injury cleansed NS, hydrocolloid applied",
                                                  "abdominal wound VAC changed, 125 mmHg continuous, VAC SN " + dev(device_sn(rng)),
                                                  "R shin skin tear steri-stripped"])
            p += "INR %0.1f on point-of-care meter (SN %s). " % (rng.uniform(1.1, 3.9), dev(device_sn(rng)))
        if rng.random() < 0.5:
            p += "Son-in-law %s, a %s, helps with transfers at weekends. " % (fam(Person(rng).full()), prof(rng.choice(PL.PROFESSIONS)))
        p += "Former %s; moved from %s in %s." % (prof(c.job), country(rng.choice(PL.COUNTRIES)), dt(str(rng.randint(1958, 2012))))
        lines.append(wrap(p))
    lines.append("")
    lines.append("SYSTEMS ASSESSMENT:")
    lines.append(systems(rng))
    lines.append("")
    lines.append("MEDICATIONS REVIEWED:")
    for m in clin.med_list(rng, rng.randint(4, 8), c.loc):
        lines.append("  * " + m)
    if hospice:
        lines.append("Comfort kit in home since %s (morphine, lorazepam, haloperidol, atropine drops); count correct per %s." % (
            c.d(-rng.randint(3, 40)), fam(c.fam.first)))
    lines.append("")
    if not hospice:
        lines.append("HOMEBOUND STATUS: " + rng.choice(["requires assistance of 1 and walker to leave home; taxing effort, SOB after 10 m.",
                                                        "bedbound except transfers to chair.", "leaves home only for medical appointments with son driving."]))
    lines.append("CAREGIVER TEACHING: " + rng.choice([
        "Taught %s to give SC breakthrough dose via butterfly; return demonstration competent." % fam(c.fam.first),
        "Reviewed pressure area care, 2-hourly turns, barrier cream. Caregiver verbalised understanding.",
        "Reviewed hypoglycaemia signs and glucagon use with %s." % fam(c.fam.first),
        "Fluid restriction 1.5 L/day and daily weights; log sheet left on fridge."]))
    lines.append("GOALS: " + rng.choice(["comfort-focused care at home", "wound healed by %s" % c.d(rng.randint(30, 90), "monyr"),
                                         "independent with medications within 4 weeks", "avoid readmission; weight within 1 kg of dry weight"]))
    lines.append("")
    lines.append("PLAN / COORDINATION:")
    items = [
        "Called %s at %s, new order for %s." % (c.md.ref(), c.ph(), rng.choice(["morphine 5 mg PO q2h PRN", "furosemide 40 mg x3 days", "wound swab", "PT eval"])),
        "Next RN visit %s; HHA %s 3x/wk." % (c.d(rng.randint(2, 7), rng.choice(["wshort", "md", "dmonname", "wdlong"])), dr(Person(rng).full())),
        "Equipment: hospital bed and air mattress delivered by %s, order #%s." % (org(rng.choice(["Medequip Rentals", "Homecare Supplies Co", "CareQuip"])), idn(fmt_id(rng, "#######"))),
        "MSW %s to visit re: caregiver burnout, respite at %s." % (dr(Person(rng).full()), hosp(rng.choice(PL.HOSPICE))),
        "Updated %s at on-call line %s." % (c.rn2.ref(), tel(fphone(rng, c.loc))),
        "Family educated on signs of approaching death; bereavement info given." if hospice else "Fall precautions reviewed; PERS pendant ID %s." % dev(fmt_id(rng, "PERS-######")),
    ]
    for it in rng.sample(items, rng.randint(3, 5)):
        lines.append("- " + it)
    lines.append("")
    if rng.random() < 0.5:
        lines.append("Patient signature: obtained on tablet (device %s)" % dev(device_sn(rng)))
    lines.append("Clinician: %s   Employee ID %s" % (nurse.sig(), idn(fmt_id(rng, "E#####"))))
    lines.append("Documented %s %s via mobile EVV, GPS verified, login %s from %s" % (c.d(), ftime(rng), usr(nurse.username()), ip(private_ip(rng))))
    return "\n".join(lines)


def death_or_summary(rng, c):
    lines = []
    c.set_age(52, 102)
    agency = rng.choice(PL.HOSPICE)
    lines.append("%s\n%s" % (hosp(agency), rng.choice(["DEATH VISIT / PRONOUNCEMENT NOTE", "Hospice Discharge Summary - Death",
                                                       "Interdisciplinary Group (IDG) Review"])))
    lines.append("")
    idg = "IDG" in lines[-2]
    lines.append("Pt: %s  DOB %s  %s %s  Benefit period %d" % (pt(c.pt.last_first(upper=True)), c.dobs(), c.nhs_or_mrn_header()[0][0],
                                                           c.nhs_or_mrn_header()[0][1], rng.randint(1, 5)))
    lines.append("Admitted to service: %s   Referring: %s, %s" % (c.d(-rng.randint(14, 200)), c.md2.ref(), hosp(c.hosp)))
    lines.append("Home: %s" % addr_block(rng, c.addr, oneline=True))
    lines.append("")
    if idg:
        lines.append("Meeting %s. Present: %s (medical director), %s RN, %s MSW, %s chaplain, %s bereavement." % (
            c.d(), c.md.ref(), dr(c.rn.full()), dr(Person(rng).full()), dr(Person(rng).full()), dr(Person(rng).first)))
        lines.append("")
        lines.append("| Discipline | Update |")
        lines.append("|---|---|")
        lines.append("| RN | %s %s; PPS 30%%, weight loss 4 kg since %s; pain controlled on %s. |" % (
            c.age_str(), "F" if c.pt.sex == "F" else "M", c.d(-40, "monyr"), rng.choice(["fentanyl 25 mcg/hr", "morphine ER 15 mg BD", "hydromorphone SC"])))
        lines.append("| MSW | %s (%s) is POA; %s flying in from %s on %s. |" % (fam(c.fam.full()), c.rel, fam(c.fam2.first),
                                                                            country(rng.choice(PL.COUNTRIES)), c.d(5, "dmonname")))
        lines.append("| Chaplain | Pt was a %s for %d years; requests visit from %s pastor. |" % (prof(c.job), rng.randint(10, 40), org(rng.choice(PL.CHURCHES))))
        lines.append("| HHA | %s visiting Tuesdays and on %s. |" % (dr(Person(rng).first), dt(rng.choice(["Thanksgiving", "Christmas Day", "Boxing Day", "Easter Sunday", "Hanukkah"]))))
        lines.append("")
        lines.append("Recertification: continues to meet criteria; next cert due %s." % c.d(rng.randint(30, 60)))
    else:
        lines.append("Called by %s %s at %s reporting pt not breathing. RN %s arrived %s." % (
            c.rel, fam(c.fam.first), ftime(rng), dr(c.rn.full()), ftime(rng)))
        lines.append("No respirations, no apical pulse x 1 min, pupils fixed. Time of death %s on %s. %s aged %s." % (
            ftime(rng), c.d(0, rng.choice(["wlong", "wdlong", "long", "dlong"])), pt(c.pt.full()), age(c.age)))
        lines.append("Family present: %s, %s and grandson %s. Spiritual support offered." % (fam(c.fam.full()), fam(c.fam2.full()), fam(Person(rng).first)))
        lines.append("Physician %s notified at %s; will sign MCCD / death certificate." % (c.md.ref(), c.ph()))
        lines.append("Funeral home: %s, %s, collected body %s." % (org(rng.choice(["Hallowell & Sons Funeral Directors", "Pine Rest Funeral Home",
                                                                                  "Kirkwood Memorial Chapel", "Lotus Funerals"])), c.ph(), ftime(rng)))
        lines.append("Medications destroyed with witness %s: morphine 10 mg/mL 12 mL, lorazepam 0.5 mg x9. Pump SN %s returned." % (
            fam(c.fam.first), dev(device_sn(rng))))
        lines.append("")
        lines.append("Course since admission: %s had been declining over the past %d days with reduced intake and increasing sleep. "
                     "Last visit %s: PPS 20%%, mottling of lower limbs, Cheyne-Stokes breathing noted. Symptoms managed with "
                     "SC morphine via syringe driver (SN %s) and glycopyrronium for secretions. %s and %s stayed overnight." % (
                         pt(c.pt.first), rng.randint(3, 14), c.d(-rng.randint(1, 3)), dev(device_sn(rng)), fam(c.fam.first), fam(c.fam2.first)))
        lines.append("Post-mortem care provided with family. Jewellery (wedding ring) left in place at family request. Pacemaker: %s." % rng.choice(
            ["none", "present - funeral home informed, device SN " + dev(device_sn(rng))]))
        lines.append("Notifications: %s (%s) at %s; %s; coroner not required (expected death)." % (
            c.md2.ref(), c.t["gp"], c.ph(), rng.choice(["pharmacy", "DME company for bed pickup", "home care agency"])))
        lines.append("Bereavement follow-up assigned to %s; 13-month program begins %s." % (dr(Person(rng).full()), c.d(14)))
    lines.append("")
    lines.append("%s" % c.rn.sig())
    lines.append("%s | %s | %s" % (hosp(agency), c.ph(), c.fx()))
    return "\n".join(lines)


def gen(rng, c):
    r = rng.random()
    if r < 0.2:
        return death_or_summary(rng, c), False
    if r < 0.45:
        return visit(rng, c, terse=True), True
    return visit(rng, c), False
